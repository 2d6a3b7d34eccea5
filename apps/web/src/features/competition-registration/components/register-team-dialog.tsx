import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Competition, EligibleTeams } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useWallet } from '../../../api/wallet';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toastOutcome } from '../../../lib/toast-outcome';
import { topUpLink } from '../../../lib/top-up-link';
import { useRegisterTeam } from '../api/registration-mutations';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { registrationCost, withdrawNoteKey } from '../lib/registration';
import { LinkButton } from '../../../components/link-button';

type Eligible = EligibleTeams['items'][number];

/**
 * A captain registers one of their teams: picks it, sees the fee (or that their status enters
 * free), the refund rule and the deadline, and confirms; short of money, the top-up link comes
 * back here.
 */
export function RegisterTeamDialog({
  competition,
  teams,
  open,
  onClose,
}: {
  competition: Competition;
  /** Teams the captain could register now. */
  teams: readonly Eligible[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const [teamId, setTeamId] = useState(teams[0]?.team.id ?? '');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const wallet = useWallet();
  const register = useRegisterTeam(competition.id);
  const chosen = teams.find((item) => item.team.id === teamId) ?? teams[0];
  const cost = registrationCost(chosen ?? null, wallet.data?.balance ?? null);
  const confirm = () => {
    if (!chosen) return;
    register.mutate(
      { teamId: chosen.team.id, idempotencyKey },
      toastOutcome(t, t('competitions.register.done'), () => {
        setIdempotencyKey(newIdempotencyKey());
        onClose();
      }),
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('competitions.register.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('competitions.register.pick_team')}
            value={chosen?.team.id ?? ''}
            onChange={(event) => setTeamId(event.target.value)}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'register-team-select' } as object },
            }}
          >
            {teams.map((item) => (
              <MenuItem key={item.team.id} value={item.team.id}>
                {item.team.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography data-testid="register-fee" sx={{ fontWeight: 600 }}>
            {cost.kind === 'paid'
              ? t('competitions.register.fee', { fee: formatManat(cost.fee, language) })
              : cost.kind === 'free_for_tier'
                ? t('competitions.register.free_for_tier', { tier: t(`games.tiers.${cost.tier}`) })
                : t('competitions.register.free')}
          </Typography>
          <Typography variant="body2">
            {t('competitions.register.deadline', {
              date: formatBakuDateTime(new Date(competition.registration_deadline), language),
            })}{' '}
            {t(`competitions.register.${withdrawNoteKey(cost)}`)}
          </Typography>
          {cost.kind === 'paid' && wallet.data ? (
            <Typography variant="body2" color="text.secondary">
              {t('competitions.register.balance', { balance: formatManat(wallet.data.balance, language) })}
            </Typography>
          ) : null}
          {cost.kind === 'paid' && cost.missing > 0 ? (
            <Alert
              severity="warning"
              data-testid="register-shortfall"
              action={
                <LinkButton
                  to={topUpLink(cost.missing, `/tournaments/${competition.id}`)}
                  color="inherit"
                  size="small"
                >
                  {t('competitions.register.top_up')}
                </LinkButton>
              }
            >
              {t('competitions.register.shortfall', { missing: formatManat(cost.missing, language) })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('competitions.register.cancel')}
        onCancel={onClose}
        confirmLabel={
          cost.kind === 'paid' ? t('competitions.register.confirm') : t('competitions.register.confirm_free')
        }
        onConfirm={confirm}
        pending={register.isPending}
        disabled={
          !chosen || (cost.kind === 'paid' && cost.missing > 0) || (cost.kind === 'paid' && !wallet.data)
        }
        confirmTestId="register-confirm"
      />
    </Dialog>
  );
}
