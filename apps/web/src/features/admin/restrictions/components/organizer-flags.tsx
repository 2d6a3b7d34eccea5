import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RELIABILITY_POLICY } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { QueryFallback } from '../../../../components/query-fallback';
import { formatPercent } from '../../../../components/reliability/organizer-warning';
import { currentLanguage } from '../../../../lib/i18n';
import { useOrganizerFlags } from '../api/restrictions';

/** The organizers who cancel more of their games than the policy allows. */
export function OrganizerFlags() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const flags = useOrganizerFlags();
  const limit = formatPercent(RELIABILITY_POLICY.organizerCancellationRateLimit, language);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}
      data-testid="organizer-flags"
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('admin_restrictions.flags_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin_restrictions.flags_intro', {
          limit,
          days: RELIABILITY_POLICY.organizerWindowDays,
          min: RELIABILITY_POLICY.organizerMinGames,
        })}
      </Typography>
      <QueryFallback query={flags} errorTitle={t('admin_restrictions.error')} skeletons={[48]} />
      {!flags.isSuccess ? null : flags.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('admin_restrictions.flags_empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {flags.data.items.map((flag) => (
            <Box
              component="li"
              key={flag.organizer.id}
              data-testid="organizer-flag"
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'space-between',
              }}
            >
              <Typography
                component={RouterLink}
                to={`/players/${flag.organizer.id}`}
                sx={{ fontWeight: 700, color: 'text.primary' }}
              >
                {flag.organizer.full_name}
              </Typography>
              <Typography color="warning.main" sx={{ fontWeight: 700 }}>
                {t('admin_restrictions.flag', {
                  cancelled: flag.cancelled,
                  games: flag.games,
                  rate: formatPercent(flag.rate, language),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
