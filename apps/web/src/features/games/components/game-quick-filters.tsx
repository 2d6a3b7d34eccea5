import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { DATE_CHIPS } from '@oyna/shared';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { type GameFilters, chooseDateChip } from '../lib/game-filters';
import type { NearMeStatus } from '../lib/near-me-store';

interface QuickChipProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  testId: string;
  icon?: ReactElement;
}

/** A one-tap switch: filled when on, announced as a pressed button. */
function QuickChip({ label, selected, onToggle, testId, icon }: QuickChipProps) {
  return (
    <Chip
      label={label}
      icon={icon}
      clickable
      onClick={onToggle}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      data-testid={testId}
      sx={{ fontWeight: 600, height: 36, borderRadius: 18 }}
    />
  );
}

interface GameQuickFiltersProps {
  filters: GameFilters;
  onChange: (changes: Partial<GameFilters>) => void;
  /** "My level" needs a signed-in player. */
  signedIn: boolean;
  nearStatus: NearMeStatus;
  onToggleNear: () => void;
  onDismissNear: () => void;
}

/**
 * The chip row above the list: one date chip at a time (it clears the date range), near me, my
 * level and needs a goalkeeper, and why "near me" could not turn on.
 */
export function GameQuickFilters({
  filters,
  onChange,
  signedIn,
  nearStatus,
  onToggleNear,
  onDismissNear,
}: GameQuickFiltersProps) {
  const { t } = useTranslation();
  const locating = nearStatus === 'locating';

  return (
    <Box>
      <Box
        role="group"
        aria-label={t('games.quick.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Box role="group" aria-label={t('games.quick.dates')} sx={{ display: 'contents' }}>
          {DATE_CHIPS.map((chip) => (
            <QuickChip
              key={chip}
              label={t(`games.quick.${chip}`)}
              selected={filters.when === chip}
              onToggle={() => onChange(chooseDateChip(filters.when === chip ? undefined : chip))}
              testId={`game-chip-${chip}`}
            />
          ))}
        </Box>
        <Box
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'block' }, width: '1px', height: 24, bgcolor: 'divider', mx: 0.5 }}
        />
        <QuickChip
          label={locating ? t('games.quick.locating') : t('games.quick.near')}
          icon={
            locating ? <CircularProgress size={16} color="inherit" /> : <MyLocationIcon fontSize="small" />
          }
          selected={filters.near === true}
          onToggle={onToggleNear}
          testId="game-chip-near"
        />
        {signedIn ? (
          <QuickChip
            label={t('games.quick.my_level')}
            selected={filters.myLevel === true}
            onToggle={() => onChange({ myLevel: filters.myLevel ? undefined : true })}
            testId="game-chip-my-level"
          />
        ) : null}
        <QuickChip
          label={t('games.quick.needs_goalkeeper')}
          selected={filters.needsGoalkeeper === true}
          onToggle={() => onChange({ needsGoalkeeper: filters.needsGoalkeeper ? undefined : true })}
          testId="game-chip-needs-goalkeeper"
        />
      </Box>
      {nearStatus === 'denied' || nearStatus === 'unavailable' ? (
        <Alert severity="warning" onClose={onDismissNear} data-testid="near-me-message" sx={{ mt: 1.5 }}>
          {t(`games.near.${nearStatus}`)}
        </Alert>
      ) : null}
    </Box>
  );
}
