import Skeleton from '@mui/material/Skeleton';
import type { TeamSummary } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CardGrid } from '../../../components/card-grid';
import { ErrorState } from '../../../components/errors/error-state';
import { TeamCard } from './team-card';

/**
 * A list of teams as the teams page shows it: the failure with a retry, `empty` when there is no
 * team, otherwise the cards (skeletons while they load) in one column on a phone, two or three on
 * wider screens.
 */
export function TeamGrid({
  teams,
  empty,
}: {
  /** The list's query (`useTeams`). */
  teams: {
    data: { items: TeamSummary[] } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  if (teams.isError) {
    return (
      <ErrorState title={t('teams.list.error')} error={teams.error} onRetry={() => void teams.refetch()} />
    );
  }
  const items = teams.data?.items;
  if (items?.length === 0) return empty;
  return (
    <CardGrid>
      {teams.isPending && !items
        ? [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={150} />)
        : items?.map((team) => <TeamCard key={team.id} team={team} />)}
    </CardGrid>
  );
}
