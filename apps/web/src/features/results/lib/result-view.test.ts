import type { ResultPlayer } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { scorers, voteCandidates } from './result-view';

function player(id: string, overrides: Partial<ResultPlayer> = {}): ResultPlayer {
  return {
    id,
    first_name: id,
    last_name: '',
    photo_url: null,
    side: 0,
    goals: 0,
    attended: true,
    rating_after: 60,
    rating_delta: 0,
    votes: 0,
    ...overrides,
  };
}

describe('the result as players read it', () => {
  it('lists the scorers with the most goals first, then by name', () => {
    const players = [
      player('Ali', { goals: 1 }),
      player('Vüqar'),
      player('Nigar', { goals: 3 }),
      player('Aysel', { goals: 1 }),
    ];
    expect(scorers({ players }).map((each) => each.id)).toEqual(['Nigar', 'Ali', 'Aysel']);
  });

  it('offers a vote only for attendees other than the voter', () => {
    const players = [player('me'), player('Ali'), player('gone', { attended: false })];
    expect(voteCandidates({ players }, 'me').map((each) => each.id)).toEqual(['Ali']);
  });
});
