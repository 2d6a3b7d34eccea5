import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamPlayer } from '@oyna/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PositionAbbr } from '../../../components/position-abbr';
import { fullName } from '../../../lib/format';

/** A player in a team list: photo, name linked to the profile, position, and what follows on the right. */
export function PlayerLine({
  player,
  detail,
  end,
}: {
  player: TeamPlayer;
  detail?: ReactNode;
  end?: ReactNode;
}) {
  const name = fullName(player);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1, minWidth: 0 }}>
      <Avatar src={player.photo_url ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
        {player.first_name.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/players/${player.id}`} color="inherit" underline="hover">
            {name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {player.primary_position ? <PositionAbbr position={player.primary_position} /> : null}
          {detail}
        </Stack>
      </Box>
      {end}
    </Stack>
  );
}
