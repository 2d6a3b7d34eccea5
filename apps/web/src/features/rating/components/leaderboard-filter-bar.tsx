import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LEADERBOARD_PERIODS, POSITION_GROUPS, type PositionGroup } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { LeaderboardFilters } from '../lib/leaderboard-filters';

const ANY = 'any';

/** The period (all time / this month) and the line (goalkeepers ... attackers) of the board. */
export function LeaderboardFilterBar({
  filters,
  onChange,
}: {
  filters: LeaderboardFilters;
  onChange: (changes: Partial<LeaderboardFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filters.period}
        onChange={(_, value: LeaderboardFilters['period'] | null) => {
          if (value) onChange({ period: value });
        }}
        aria-label={t('rating.period_label')}
        sx={{ '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 2, fontWeight: 650 } }}
      >
        {LEADERBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period} data-testid={`period-${period}`}>
            {t(`rating.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('rating.position_label')}
        value={filters.position ?? ANY}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ position: value === ANY ? undefined : (value as PositionGroup) });
        }}
        sx={{ minWidth: { sm: 220 } }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'position-filter' } as object } }}
      >
        <MenuItem value={ANY}>{t('rating.positions.any')}</MenuItem>
        {POSITION_GROUPS.map((group) => (
          <MenuItem key={group} value={group} data-testid={`position-${group}`}>
            {t(`rating.positions.${group}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
