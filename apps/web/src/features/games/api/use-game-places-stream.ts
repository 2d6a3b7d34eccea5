import { useQueryClient } from '@tanstack/react-query';
import { gamePlacesEventSchema, type GameDetail, type GamePlacesEvent } from '@oyna/shared';
import { useEffect, useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

export type StreamState = 'connecting' | 'live' | 'offline';

/** Applies a live places message to a cached game (only the numbers the message carries). */
export function applyPlacesEvent(game: GameDetail, event: GamePlacesEvent): GameDetail {
  return {
    ...game,
    status: event.status,
    players_count: event.players_count,
    held_count: event.held_count,
    places_left: event.places_left,
    waitlist_count: event.waitlist_count,
  };
}

/**
 * Follows `GET /games/{id}/events` (Server-Sent Events) while the page is open: the places left
 * and the waitlist change on screen without a reload. When the number of players changes, the
 * game is read again so the player list follows too. EventSource reconnects by itself.
 */
export function useGamePlacesStream(gameId: string, enabled: boolean): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_BASE_URL}/games/${gameId}/events`);
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    source.addEventListener('places', (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = gamePlacesEventSchema.safeParse(data);
      if (!parsed.success || parsed.data.game_id !== gameId) return;
      setState('live');
      const key = gameKeys.detail(gameId);
      const cached = queryClient.getQueryData<GameDetail>(key);
      if (!cached) return;
      queryClient.setQueryData<GameDetail>(key, applyPlacesEvent(cached, parsed.data));
      if (
        cached.players_count !== parsed.data.players_count ||
        cached.waitlist_count !== parsed.data.waitlist_count ||
        cached.status !== parsed.data.status
      ) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
    return () => source.close();
  }, [gameId, enabled, queryClient]);

  return enabled ? state : 'offline';
}
