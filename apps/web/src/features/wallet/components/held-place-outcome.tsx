import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { gameQueryOptions } from '../../../api/game';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { rememberTopupReturn } from '../lib/topup-return';
import { LinkButton } from '../../../components/link-button';

/** How often the game is asked again while the credited top-up is confirming the held place. */
const CONFIRMING_POLL_MS = 1_500;

/**
 * After a top-up made for a held place: the server confirms the place and charges it as soon as the
 * money arrives, so the page says so (the game, what was paid, a link to it) instead of leaving
 * the player to wonder where the money went.
 */
export function HeldPlaceOutcome({ gameId, returnTo }: { gameId: string; returnTo: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const game = useQuery({
    ...gameQueryOptions(gameId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.my_registration?.status === 'pending_payment' ? CONFIRMING_POLL_MS : false,
  });
  const registration = game.data?.my_registration;
  if (!game.data || !registration) return null;

  const link = (
    <LinkButton
      to={returnTo}
      variant="contained"
      onClick={() => rememberTopupReturn(null)}
      data-testid="held-place-game"
    >
      {t('wallet.return.back')}
    </LinkButton>
  );
  if (registration.status === 'pending_payment') {
    return (
      <Alert
        severity="info"
        icon={<CircularProgress size={20} aria-hidden />}
        data-testid="held-place-confirming"
      >
        {t('wallet.result.place_confirming', { title: game.data.title })}
      </Alert>
    );
  }
  if (registration.status !== 'confirmed') return null;
  return (
    <Alert severity="success" data-testid="held-place-confirmed" sx={{ textAlign: 'start' }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t('wallet.result.place_confirmed_title')}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>
          {t('wallet.result.place_confirmed_text', {
            title: game.data.title,
            amount: formatManat(registration.price, language),
          })}
        </span>
        {link}
      </Stack>
    </Alert>
  );
}
