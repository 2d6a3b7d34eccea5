import type { TeamSummary } from '@oyna/shared';

/** A public team whose captain is its only member, seen by that captain: tests override what they are about. */
export function teamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Qala',
    logo_url: null,
    primary_color: '#1b5e20',
    secondary_color: '#ffffff',
    type: 'unofficial',
    status: 'active',
    is_private: false,
    auto_accept: true,
    join_mode: 'instant',
    min_members: 5,
    max_members: 12,
    member_count: 1,
    is_full: false,
    home_venue: null,
    captain: {
      id: '00000000-0000-4000-8000-0000000000c1',
      first_name: 'Aysel',
      last_name: 'Quliyeva',
      photo_url: null,
    },
    my_role: 'captain',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
