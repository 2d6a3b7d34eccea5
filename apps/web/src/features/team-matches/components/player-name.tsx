import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../../lib/format';

/** A player's full name linking to their page. */
export function PlayerName({ player }: { player: { id: string; first_name: string; last_name: string } }) {
  return (
    <Link component={RouterLink} to={`/players/${player.id}`} sx={{ overflowWrap: 'anywhere' }}>
      {fullName(player)}
    </Link>
  );
}
