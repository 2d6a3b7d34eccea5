import type { PlayerAchievements, PlayerStats } from '@oyna/shared';
import { AchievementsList } from './achievements-list';
import { TrophiesCard } from './trophies-card';

/** A query's answer as the cards read it. */
type Loaded<T> = { data: T | undefined; error: unknown; refetch: () => unknown };

/** What a player has earned: the badges (from their stats) and the competition trophies, each with its retry. */
export function HonoursCards({
  stats,
  trophies,
}: {
  stats: Loaded<PlayerStats>;
  trophies: Loaded<PlayerAchievements>;
}) {
  return (
    <>
      <AchievementsList
        achievements={stats.data?.achievements}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
      <TrophiesCard
        trophies={trophies.data?.items}
        error={trophies.error}
        onRetry={() => void trophies.refetch()}
      />
    </>
  );
}
