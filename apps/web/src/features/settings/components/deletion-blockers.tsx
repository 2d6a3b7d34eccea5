import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountDeletionBlocker, AccountDeletionBlockerReason } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { LinkButton } from '../../../components/link-button';

/** Where each reason is cleared: the page that leaves, hands over, cancels or pays out. */
const FIX_PATHS: Record<AccountDeletionBlockerReason, string> = {
  upcoming_bookings: '/games/mine',
  team_captain: '/teams',
  organizes_games: '/organizer/games',
  organizes_series: '/organizer/games',
  runs_competitions: '/tournaments',
  wallet_balance: '/balance',
};

/**
 * What stands in the way of deleting the account, each in the server's words (what and how to clear
 * it) with a link to the page that clears it. The balance is left out when the player gives it up.
 */
export function DeletionBlockers({ blockers }: { blockers: readonly AccountDeletionBlocker[] }) {
  const { t } = useTranslation();
  if (blockers.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="account-deletion-blockers">
      <AlertTitle>{t('settings.delete_account.blockers_title')}</AlertTitle>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
        {blockers.map((blocker) => (
          <li key={blocker.reason} data-testid={`account-deletion-blocker-${blocker.reason}`}>
            <Typography variant="body2">{blocker.detail}</Typography>
            <LinkButton to={FIX_PATHS[blocker.reason]} size="small" color="inherit" sx={{ px: 0 }}>
              {t(`settings.delete_account.fix.${blocker.reason}`)}
            </LinkButton>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
