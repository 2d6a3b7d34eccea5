import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A player's full name linking to their page. */
export function PlayerName({ player }: { player: { id: string; first_name: string; last_name: string } }) {
  return (
    <Link component={RouterLink} to={`/players/${player.id}`} sx={{ overflowWrap: 'anywhere' }}>
      {`${player.first_name} ${player.last_name}`}
    </Link>
  );
}
