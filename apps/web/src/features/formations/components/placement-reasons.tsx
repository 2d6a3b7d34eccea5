import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeamPlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { FormationDraft } from '../lib/formation-draft';
import { fullName } from '../lib/player-names';
import { reasonText } from '../lib/placement-reason';

/** The solver's one-line reason for each placement, in the slots' order (shown after "arrange"). */
export function PlacementReasons(props: { draft: FormationDraft; players: ReadonlyMap<string, TeamPlayer> }) {
  const { t } = useTranslation();
  const rows = props.draft.slots.flatMap((slot) => {
    const reason = props.draft.reasons[slot.id];
    const userId = props.draft.lineup[slot.id];
    const player = userId === undefined ? undefined : props.players.get(userId);
    return reason && player ? [{ slotId: slot.id, name: fullName(player), text: reasonText(reason, t) }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Box data-testid="formation-reasons">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.75 }}>
        {t('formations.reasons_title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.5 }}>
        {rows.map((row) => (
          <Typography
            component="li"
            variant="body2"
            key={row.slotId}
            data-testid={`formation-reason-${row.slotId}`}
          >
            <strong>{row.name}</strong> — {row.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
