import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { TeamPlayer } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import type { FormationDraft } from '../lib/formation-draft';
import { reasonText } from '../lib/placement-reason';
import { PitchMarkings } from './pitch-markings';
import { PitchSlot, type SlotEditing } from './pitch-slot';

/**
 * The formation on a portrait pitch (own goal at the bottom), as wide as the column allows up to
 * `maxWidth`: one layout from a 390 px phone to a desktop. Green in both themes, darker in dark.
 */
export function FormationPitch(props: {
  draft: FormationDraft;
  players: ReadonlyMap<string, TeamPlayer>;
  accent: string;
  editingOf?: (slotId: string) => SlotEditing;
  small?: boolean;
  maxWidth?: number;
}) {
  const { t } = useTranslation();
  const dark = useTheme().palette.mode === 'dark';
  const [stripeA, stripeB] = dark ? ['#14532d', '#166534'] : ['#15803d', '#16a34a'];
  return (
    <Box
      role="group"
      aria-label={t('formations.pitch_label')}
      data-testid="formation-pitch"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: props.maxWidth ?? 440,
        mx: 'auto',
        aspectRatio: '68 / 105',
        borderRadius: '12px',
        border: `3px solid ${dark ? '#0f3d20' : '#166534'}`,
        backgroundColor: stripeA,
        backgroundImage: `repeating-linear-gradient(180deg, ${stripeA} 0 10%, ${stripeB} 10% 20%)`,
        userSelect: 'none',
        WebkitUserSelect: 'none',
      }}
    >
      <PitchMarkings />
      {props.draft.slots.map((slot) => {
        const userId = props.draft.lineup[slot.id];
        const reason = props.draft.reasons[slot.id];
        return (
          <PitchSlot
            key={slot.id}
            slot={slot}
            player={userId === undefined ? null : (props.players.get(userId) ?? null)}
            accent={props.accent}
            reason={reason ? reasonText(reason, t) : null}
            editing={props.editingOf ? props.editingOf(slot.id) : null}
            small={props.small}
          />
        );
      })}
    </Box>
  );
}
