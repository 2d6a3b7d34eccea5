import { describe, expect, it } from 'vitest';
import { competitionTabFromPath, visibleCompetitionTabs } from './competition-tabs';

describe('competition tabs', () => {
  it('shows a table for a league, a bracket for a knockout, and both for groups then knockout', () => {
    expect(visibleCompetitionTabs('round_robin')).toEqual([
      'overview',
      'teams',
      'fixtures',
      'table',
      'scorers',
    ]);
    expect(visibleCompetitionTabs('single_elimination')).toEqual([
      'overview',
      'teams',
      'fixtures',
      'bracket',
      'scorers',
    ]);
    expect(visibleCompetitionTabs('groups_knockout')).toContain('table');
    expect(visibleCompetitionTabs('groups_knockout')).toContain('bracket');
  });

  it('reads the tab from the address, and an unknown one as the overview', () => {
    expect(competitionTabFromPath('bracket')).toBe('bracket');
    expect(competitionTabFromPath(undefined)).toBe('overview');
    expect(competitionTabFromPath('settings')).toBe('overview');
  });
});
