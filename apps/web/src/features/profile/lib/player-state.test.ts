import type { PublicUserProfile } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isPrivateProfileError, playerPageState } from './player-state';

const ID = '00000000-0000-4000-8000-000000000002';
const player = (overrides: Partial<PublicUserProfile> = {}): PublicUserProfile => ({
  id: ID,
  first_name: 'Leyla',
  last_name: 'Həsənova',
  full_name: 'Leyla Həsənova',
  photo_url: null,
  profile_visibility: 'public',
  details: {
    primary_position: 'striker',
    secondary_positions: [],
    jersey_number: null,
    experience_level: null,
    preferred_foot: null,
    years_playing: null,
    skills: null,
    skill_overall: null,
    skill_level: null,
  },
  ...overrides,
});
const apiError = (status: number, code: string) => new ApiError({ message: code, status, code });

describe('the player page', () => {
  it('sends me to my own profile when the id is mine', () => {
    expect(playerPageState({ id: ID, myId: ID, player: undefined, error: null })).toBe('me');
  });

  it('says "not found" for an unknown id and for something that is not an id', () => {
    expect(playerPageState({ id: ID, myId: 'x', player: undefined, error: apiError(404, 'not_found') })).toBe(
      'not_found',
    );
    expect(
      playerPageState({ id: 'abc', myId: 'x', player: undefined, error: apiError(400, 'validation') }),
    ).toBe('not_found');
  });

  it('keeps other failures as errors to retry', () => {
    expect(
      playerPageState({ id: ID, myId: 'x', player: undefined, error: apiError(500, 'internal_error') }),
    ).toBe('error');
  });

  it('shows only the name and photo of a private profile, everything of a public one', () => {
    expect(playerPageState({ id: ID, myId: 'x', player: player({ details: null }), error: null })).toBe(
      'private',
    );
    expect(playerPageState({ id: ID, myId: 'x', player: player(), error: null })).toBe('public');
    expect(playerPageState({ id: ID, myId: 'x', player: undefined, error: null })).toBe('loading');
  });

  it('recognises the statistics refused for a private profile', () => {
    expect(isPrivateProfileError(apiError(403, 'profile_private'))).toBe(true);
    expect(isPrivateProfileError(apiError(403, 'forbidden'))).toBe(false);
  });
});
