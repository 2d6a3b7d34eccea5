import Skeleton from '@mui/material/Skeleton';
import type { TeamSummary } from '@oyna/shared';
import { CardGrid } from '../../../components/card-grid';
import { TeamCard } from './team-card';

/** Team cards in one column on a phone, two or three on wider screens. */
export function TeamGrid({ teams, loading }: { teams: TeamSummary[] | undefined; loading: boolean }) {
  return (
    <CardGrid>
      {loading && !teams
        ? [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={150} />)
        : teams?.map((team) => <TeamCard key={team.id} team={team} />)}
    </CardGrid>
  );
}
