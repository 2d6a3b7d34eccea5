import type { TeamPlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PitchTurf } from '../../../components/pitch-turf';
import type { FormationDraft } from '../lib/formation-draft';
import { reasonText } from '../lib/placement-reason';
import { PitchMarkings } from './pitch-markings';
import { PitchSlot, type SlotEditing } from './pitch-slot';

/**
 * The formation on a portrait pitch (own goal at the bottom), as wide as the column allows up to
 * `maxWidth`: one layout from a 390 px phone to a desktop.
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
  return (
    <PitchTurf
      label={t('formations.pitch_label')}
      testId="formation-pitch"
      radius={12}
      stripes={(first, second) => `repeating-linear-gradient(180deg, ${first} 0 10%, ${second} 10% 20%)`}
      sx={{
        width: '100%',
        maxWidth: props.maxWidth ?? 440,
        mx: 'auto',
        aspectRatio: '68 / 105',
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
    </PitchTurf>
  );
}
