import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { fullName } from '../../lib/format';

interface ChecklistPlayer {
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * Who plays for a side of a match: a team's players, each ticked or not (a friendly's squad, a
 * competition match's line-up). `grid`: the names in columns (a long roster in a wide form).
 */
export function LineupChecklist({
  players,
  isPicked,
  onPick,
  grid = false,
  small = false,
  itemTestId,
  inputTestId,
}: {
  players: readonly ChecklistPlayer[];
  isPicked: (id: string) => boolean;
  onPick: (id: string, picked: boolean) => void;
  grid?: boolean;
  small?: boolean;
  /** On each line (a test finds the players by it). */
  itemTestId?: string;
  /** On each checkbox, by the player's id. */
  inputTestId?: (id: string) => string;
}) {
  return (
    <FormGroup
      sx={
        grid
          ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 1 }
          : undefined
      }
    >
      {players.map((player) => (
        <FormControlLabel
          key={player.id}
          control={
            <Checkbox
              size={small ? 'small' : 'medium'}
              checked={isPicked(player.id)}
              onChange={(event) => onPick(player.id, event.target.checked)}
              slotProps={
                inputTestId ? { input: { 'data-testid': inputTestId(player.id) } as object } : undefined
              }
            />
          }
          label={fullName(player)}
          data-testid={itemTestId}
        />
      ))}
    </FormGroup>
  );
}
