import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { competitionDates } from '../../../lib/competition-dates';
import { FORFEIT_SCORE, POINTS_RULE } from '../lib/competition-rules';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

/** The tie-break order in words: FIFA 2026, FIFA 2018, or the organizer's list. */
function TiebreakText({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const { tiebreak } = competition;
  if (tiebreak.order !== 'custom') return <>{t(`competitions.overview.tiebreak_${tiebreak.order}`)}</>;
  const criteria = [
    ...(tiebreak.criteria ?? []),
    ...(tiebreak.criteria?.includes('lots') ? [] : ['lots' as const]),
  ];
  return (
    <>
      {t('competitions.overview.tiebreak_custom')}
      <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
        {criteria.map((criterion) => (
          <li key={criterion}>{t(`competitions.criteria.${criterion}`)}</li>
        ))}
      </Box>
    </>
  );
}

/** Overview and rules: format, matches, dates, venues, fee and refund, deadline, tie-breaks. */
export function OverviewTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const knockout = competition.format !== 'round_robin';
  const table = competition.format === 'round_robin' || competition.format === 'groups_knockout';
  return (
    <Stack spacing={3}>
      {competition.description ? (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{competition.description}</Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          aria-label={t('competitions.overview.facts_label')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            '& dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Fact label={t('competitions.overview.kind')}>{t(`competitions.kinds.${competition.kind}`)}</Fact>
          <Fact label={t('competitions.overview.format')}>
            {t(`competitions.formats.${competition.format}`)}
          </Fact>
          <Fact label={t('competitions.overview.match_format')}>
            {`${competition.match_format} · ${t('competitions.overview.minutes', { minutes: competition.match_minutes })}`}
          </Fact>
          <Fact label={t('competitions.overview.dates')}>{competitionDates(competition, language)}</Fact>
          <Fact label={t('competitions.overview.venues')}>
            {competition.venues
              .map((venue) => `${venue.name} (${t(`districts.${venue.district}`)})`)
              .join(', ')}
          </Fact>
          <Fact label={t('competitions.overview.teams')}>
            {t('competitions.overview.teams_range', {
              min: competition.min_teams,
              max: competition.max_teams,
            })}
          </Fact>
          <Fact label={t('competitions.overview.squad')}>
            {t('competitions.overview.squad_range', {
              min: competition.squad_min,
              max: competition.squad_max,
            })}
          </Fact>
          <Fact label={t('competitions.overview.fee')}>
            {competition.entry_fee > 0
              ? t('competitions.overview.fee_value', { fee: formatManat(competition.entry_fee, language) })
              : t('competitions.overview.free')}
          </Fact>
          <Fact label={t('competitions.overview.deadline')}>
            {formatBakuDateTime(new Date(competition.registration_deadline), language)}
          </Fact>
          <Fact label={t('competitions.overview.tier')}>{t(`competitions.tiers.${competition.access}`)}</Fact>
          {knockout ? (
            <Fact label={t('competitions.overview.third_place')}>
              {competition.third_place ? t('competitions.overview.yes') : t('competitions.overview.no')}
            </Fact>
          ) : null}
          <Fact label={t('competitions.overview.organizer')}>
            {`${competition.organizer.first_name} ${competition.organizer.last_name}`}
          </Fact>
        </Box>
      </Paper>
      <Box component="section" aria-labelledby="competition-rules">
        <Typography id="competition-rules" component="h2" variant="h6" gutterBottom>
          {t('competitions.overview.rules_title')}
        </Typography>
        <Stack spacing={1.5}>
          {table ? (
            <Typography variant="body2">
              {t('competitions.overview.points_rule', {
                win: POINTS_RULE.win,
                draw: POINTS_RULE.draw,
                loss: POINTS_RULE.loss,
              })}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {t('competitions.overview.forfeit_rule', { goals: FORFEIT_SCORE })}
          </Typography>
          {knockout ? (
            <Typography variant="body2">{t('competitions.overview.knockout_rule')}</Typography>
          ) : null}
          {table ? (
            <Box>
              <Typography component="h3" variant="subtitle2">
                {t('competitions.overview.tiebreak_title')}
              </Typography>
              <Typography variant="body2" component="div" data-testid="competition-tiebreak">
                <TiebreakText competition={competition} />
              </Typography>
            </Box>
          ) : null}
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('competitions.overview.refund_title')}
            </Typography>
            <Typography variant="body2">{t('competitions.overview.refund_rule')}</Typography>
            <Typography variant="body2">{t('competitions.overview.tier_rule')}</Typography>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
