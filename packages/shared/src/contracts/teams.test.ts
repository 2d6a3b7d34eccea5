import { describe, expect, it } from 'vitest';
import { joinCodeSchema, joinTeamBodySchema } from './team-joining.js';
import { createTeamBodySchema } from './teams.js';
import { isStorableLine, isStorableText } from './text.js';

describe('user text', () => {
  it('refuses NUL, other control characters and lone surrogates, and keeps emoji and Azerbaijani letters', () => {
    expect(isStorableText('Qara Atlar ⚽ Gənclik\nikinci sətir')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\u001bb')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\ude00')).toBe(false);
    expect(isStorableLine('two\nlines')).toBe(false);
  });
});

describe('team contracts', () => {
  it('fills a new team with the default bounds, colours and type, and lower-cases colours', () => {
    const team = createTeamBodySchema.parse({ name: '  Neftçi Veteranları ', primary_color: '#AABBCC' });
    expect(team).toMatchObject({
      name: 'Neftçi Veteranları',
      min_members: 7,
      max_members: 20,
      primary_color: '#aabbcc',
      secondary_color: '#ffffff',
      type: 'unofficial',
      is_private: false,
      home_venue_id: null,
    });
  });

  it('refuses a name with a NUL, an unknown field and a member bound outside 5-30', () => {
    expect(createTeamBodySchema.safeParse({ name: 'Ab\u0000c' }).success).toBe(false);
    expect(createTeamBodySchema.safeParse({ name: 'Abc', captain: 'me' }).success).toBe(false);
    expect(createTeamBodySchema.safeParse({ name: 'Abc', max_members: 31 }).success).toBe(false);
    expect(createTeamBodySchema.safeParse({ name: 'Abc', min_members: 4 }).success).toBe(false);
  });

  it('reads a join code whatever its case, spaces and dashes', () => {
    expect(joinCodeSchema.parse('k7m2-qxpa')).toBe('K7M2QXPA');
    expect(joinCodeSchema.safeParse('K7M2QXP0').success).toBe(false);
    expect(joinTeamBodySchema.safeParse({ token: 'short' }).success).toBe(false);
  });
});
