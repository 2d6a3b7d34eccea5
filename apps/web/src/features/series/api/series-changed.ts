import type { QueryClient } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { seriesKeys } from '../../../api/series-keys';

/** A series changed: its answer replaces the one on screen; the game lists and my series are read again. */
export async function seriesChanged(client: QueryClient, series: Series): Promise<void> {
  client.setQueryData(seriesKeys.detail(series.id), series);
  await Promise.all([
    client.invalidateQueries({ queryKey: gameKeys.all }),
    client.invalidateQueries({ queryKey: seriesKeys.mine() }),
    client.invalidateQueries({ queryKey: seriesKeys.stats(series.id) }),
  ]);
}
