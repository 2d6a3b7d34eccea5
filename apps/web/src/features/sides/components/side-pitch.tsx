import Box from '@mui/material/Box';
import type { SidePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PitchTurf } from '../../../components/pitch-turf';
import { SideColumn } from './side-column';
import type { SideEditing } from './side-player-row';

const LINE = 'rgba(255, 255, 255, 0.55)';
const CENTRE_CIRCLE = {
  content: '""',
  position: 'absolute',
  left: '50%',
  width: 88,
  height: 88,
  transform: 'translate(-50%, -50%)',
  border: `2px solid ${LINE}`,
  borderRadius: '50%',
  pointerEvents: 'none',
} as const;

/**
 * The sides on a striped pitch: side by side from the tablet width up (halfway line between two
 * sides), one above the other on a phone.
 */
export function SidePitch(props: {
  sides: SidePlayer[][];
  strengths: (number | null)[];
  editing: SideEditing | null;
}) {
  const { t } = useTranslation();
  const count = props.sides.length;
  const two = count === 2;
  return (
    <PitchTurf
      label={t('sides.pitch_label')}
      testId="side-pitch"
      radius={16}
      stripes={(first, second) => ({
        xs: `repeating-linear-gradient(180deg, ${first} 0 48px, ${second} 48px 96px)`,
        md: `repeating-linear-gradient(90deg, ${first} 0 64px, ${second} 64px 128px)`,
      })}
      sx={{
        overflow: 'hidden',
        p: { xs: 0.75, sm: 1.5 },
        display: 'grid',
        gap: { xs: 1.5, md: 1 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: count > 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          md: `repeat(${count}, minmax(0, 1fr))`,
        },
        // The touchline inside the border, and the centre circle when two sides face each other.
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 6,
          border: `2px solid ${LINE}`,
          borderRadius: '10px',
          pointerEvents: 'none',
        },
        // Side by side the halfway line runs down the middle of the pitch, so the circle sits there.
        '&::after': two ? { ...CENTRE_CIRCLE, top: '50%', display: { xs: 'none', md: 'block' } } : {},
      }}
    >
      {props.sides.map((players, side) => (
        <Box
          key={side}
          sx={{
            minWidth: 0,
            position: 'relative',
            // The halfway line between two sides: horizontal on a phone, vertical from md up.
            ...(two && side === 1
              ? {
                  borderTop: { xs: `2px solid ${LINE}`, md: 'none' },
                  borderLeft: { xs: 'none', md: `2px solid ${LINE}` },
                  pt: { xs: 1.5, md: 0 },
                  pl: { md: 1 },
                  // One above the other, the circle sits on this side's top edge (the halfway line).
                  '&::before': { ...CENTRE_CIRCLE, top: 0, display: { xs: 'block', md: 'none' } },
                }
              : {}),
          }}
        >
          <SideColumn
            side={side}
            players={players}
            strength={props.strengths[side] ?? null}
            editing={props.editing}
          />
        </Box>
      ))}
    </PitchTurf>
  );
}
