import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { TeamSummary } from '@oyna/shared';
import { TeamCard } from './team-card';

/** Team cards in one column on a phone, two or three on wider screens. */
export function TeamGrid({ teams, loading }: { teams: TeamSummary[] | undefined; loading: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {loading && !teams
        ? [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={150} />)
        : teams?.map((team) => <TeamCard key={team.id} team={team} />)}
    </Box>
  );
}
