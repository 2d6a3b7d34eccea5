import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { knockoutRoundName, knockoutRoundWords } from '../../../lib/knockout-rounds';
import { fixturesByDate, fixturesByRound } from '../lib/fixture-groups';
import type { CompetitionMatch } from '@oyna/shared';
import { FixtureRow } from './fixture-row';

type FixtureOrder = 'round' | 'date';

/** The heading of a group of fixtures: `Round 3`, `Semi-finals`, or a day. */
function useGroupHeading(mainRounds: number) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (key: string) => {
    const [kind, a, b] = key.split(':');
    if (kind === 'round') return t('competitions.fixtures.round', { round: Number(a) });
    if (kind === 'knockout') {
      if (a === 'third_place') return t('competitions.bracket.third_place');
      if (a === 'final' || a === 'final_reset') return t(`competitions.bracket.${a}`);
      if (a === 'main') {
        // Named from the end, as on the bracket: 1/8 final, quarter-finals, semi-finals, final.
        const words = knockoutRoundWords(knockoutRoundName('main', Number(b), mainRounds), t);
        if (words) return words;
      }
      return t('competitions.fixtures.knockout_round', { round: Number(b) });
    }
    if (key === 'unscheduled') return t('competitions.fixtures.not_scheduled');
    return formatLongDate(new Date(`${key}T00:00:00Z`), language);
  };
}

/**
 * The fixtures (oyun təqvimi), by round or by date (the choice is kept in the address as
 * `?order=date`); `actions` adds the organizer's buttons to each match.
 */
export function FixtureList({
  fixtures,
  actions,
}: {
  fixtures: readonly CompetitionMatch[];
  actions?: (fixture: CompetitionMatch) => ReactNode;
}) {
  const { t } = useTranslation();
  const mainRounds = new Set(fixtures.filter((f) => f.bracket_part === 'main').map((f) => f.round)).size;
  const heading = useGroupHeading(mainRounds);
  const [params, setParams] = useSearchParams();
  const order: FixtureOrder = params.get('order') === 'date' ? 'date' : 'round';
  const groups = order === 'date' ? fixturesByDate(fixtures) : fixturesByRound(fixtures);
  const choose = (next: FixtureOrder | null) => {
    if (!next) return;
    const changed = new URLSearchParams(params);
    if (next === 'date') changed.set('order', 'date');
    else changed.delete('order');
    setParams(changed, { replace: true });
  };
  return (
    <Stack spacing={2} data-testid="fixture-list">
      <ToggleButtonGroup
        value={order}
        exclusive
        size="small"
        onChange={(_, next: FixtureOrder | null) => choose(next)}
        aria-label={t('competitions.fixtures.order_label')}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="round">{t('competitions.fixtures.by_round')}</ToggleButton>
        <ToggleButton value="date">{t('competitions.fixtures.by_date')}</ToggleButton>
      </ToggleButtonGroup>
      {fixtures.length === 0 ? (
        <Typography color="text.secondary">{t('competitions.fixtures.empty')}</Typography>
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.key} aria-label={heading(group.key)}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {heading(group.key)}
            </Typography>
            {group.items.map((fixture) => (
              <FixtureRow key={fixture.id} fixture={fixture} actions={actions?.(fixture)} />
            ))}
          </Box>
        ))
      )}
    </Stack>
  );
}
