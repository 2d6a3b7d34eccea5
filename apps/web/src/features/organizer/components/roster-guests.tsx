import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GameGuest } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { RosterSection } from './roster-section';

/** The guests players brought: who they are, who brought them, and what the booker paid. */
export function RosterGuests({ guests }: { guests: readonly GameGuest[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (guests.length === 0) return null;
  return (
    <RosterSection title={t('games.guests.roster_title', { count: guests.length })}>
      {guests.map((guest) => (
        <Paper
          key={guest.id}
          variant="outlined"
          component="li"
          data-testid="roster-guest"
          sx={{ p: 1.5, borderRadius: '12px', listStyle: 'none', minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{guest.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('games.guests.guest_of', {
              name: `${guest.booker.first_name} ${guest.booker.last_name}`.trim(),
            })}
            {' · '}
            {t('games.guests.roster_paid', { amount: formatManat(guest.price, language) })}
          </Typography>
        </Paper>
      ))}
    </RosterSection>
  );
}
