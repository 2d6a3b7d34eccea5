import { describe, expect, it } from 'vitest';
import {
  BOTTOM_NAV,
  HELP_NAV,
  MAIN_NAV,
  SETTINGS_NAV,
  activeBottomItem,
  avatarLetter,
  isActivePath,
  navItemsFor,
} from './nav-items';

describe('main navigation', () => {
  it('lists the drawer items of the product rules in order with their paths', () => {
    expect(MAIN_NAV.map((item) => item.to).filter((to) => to !== '/venues')).toEqual([
      '/dashboard',
      '/games',
      '/teams',
      '/messages',
      '/tournaments',
      '/profile',
      '/balance',
      '/rating',
    ]);
    expect(SETTINGS_NAV.to).toBe('/settings');
    expect(HELP_NAV.to).toBe('/help');
  });

  it('adds the organizer pages for organizers and admins only', () => {
    expect(navItemsFor('player').map((item) => item.to)).not.toContain('/organizer/games');
    expect(navItemsFor(null).map((item) => item.to)).not.toContain('/organizer/games');
    expect(navItemsFor('organizer').map((item) => item.to)).toContain('/organizer/games');
    expect(navItemsFor('admin').map((item) => item.to)).toContain('/organizer/games');
  });

  it('adds the admin console for admins only', () => {
    for (const role of ['player', 'organizer', 'referee', null] as const) {
      expect(navItemsFor(role).map((item) => item.to)).not.toContain('/admin');
    }
    expect(navItemsFor('admin').map((item) => item.to)).toContain('/admin');
  });

  it('adds the schedule of refereed games for referees only', () => {
    expect(navItemsFor('referee').map((item) => item.to)).toContain('/referee/games');
    expect(navItemsFor('player').map((item) => item.to)).not.toContain('/referee/games');
    expect(navItemsFor('organizer').map((item) => item.to)).not.toContain('/referee/games');
  });

  it('highlights an item by path prefix, not by a shared beginning of a word', () => {
    expect(isActivePath('/teams', '/teams')).toBe(true);
    expect(isActivePath('/teams/7/members', '/teams')).toBe(true);
    expect(isActivePath('/teamsters', '/teams')).toBe(false);
    expect(isActivePath('/games', '/dashboard')).toBe(false);
  });

  it('shows the first letter of the first name, or U', () => {
    expect(avatarLetter('əli')).toBe('Ə');
    expect(avatarLetter('Leyla')).toBe('L');
    expect(avatarLetter('  ')).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
  });
});

describe('the phone bottom bar', () => {
  it('holds the five places of decision 51, in order', () => {
    expect(BOTTOM_NAV.map((item) => item.to)).toEqual([
      '/dashboard',
      '/games',
      '/games/mine',
      '/teams',
      '/profile',
    ]);
  });

  it('marks the most specific place: my games are not "Games", a game is', () => {
    expect(activeBottomItem('/games/mine')).toBe('/games/mine');
    expect(activeBottomItem('/games')).toBe('/games');
    expect(activeBottomItem('/games/5f0c')).toBe('/games');
    expect(activeBottomItem('/teams/12/members')).toBe('/teams');
    expect(activeBottomItem('/balance')).toBeNull();
    expect(activeBottomItem('/gamesx')).toBeNull();
  });
});
