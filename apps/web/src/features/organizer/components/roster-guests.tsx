import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GameGuest } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** The guests players brought: who they are, who brought them, and what the booker paid. */
export function RosterGuests({ guests }: { guests: readonly GameGuest[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (guests.length === 0) return null;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {t('games.guests.roster_title', { count: guests.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
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
      </Box>
    </Box>
  );
}
