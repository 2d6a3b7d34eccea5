// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PlayerAchievement } from '@oyna/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { sortTrophies, titleCount, trophyTone } from '../lib/trophies';
import { TrophiesCard } from './trophies-card';

afterEach(cleanup);

const team = {
  id: '4b9c2a9e-7b51-4f4e-9a55-1f7a3c2d9e10',
  name: 'Nəsimi Şirləri',
  logo_url: null,
  primary_color: '#0B6E4F',
  secondary_color: '#FFFFFF',
  deleted: false,
};
const trophy = (
  award: PlayerAchievement['award'],
  competitionId: string,
  finishedAt: string,
): PlayerAchievement => ({
  competition_id: competitionId,
  competition_name: competitionId.startsWith('1') ? 'Payız Kuboku' : 'Yay Liqası',
  kind: 'cup',
  award,
  team,
  finished_at: finishedAt,
});
const AUTUMN = '10000000-0000-4000-8000-000000000000';
const SUMMER = '20000000-0000-4000-8000-000000000000';
const items = [
  trophy('top_scorer', SUMMER, '2026-07-01T18:00:00.000Z'),
  trophy('best_player', AUTUMN, '2026-10-10T18:00:00.000Z'),
  trophy('champion', AUTUMN, '2026-10-10T18:00:00.000Z'),
  trophy('third', SUMMER, '2026-07-01T18:00:00.000Z'),
];

describe('competition trophies on the profile', () => {
  it('list the latest competition first, its podium place before the individual awards', () => {
    expect(sortTrophies(items).map((item) => [item.competition_id, item.award])).toEqual([
      [AUTUMN, 'champion'],
      [AUTUMN, 'best_player'],
      [SUMMER, 'third'],
      [SUMMER, 'top_scorer'],
    ]);
    expect(titleCount(items)).toBe(1);
    expect(
      ['champion', 'runner_up', 'third', 'top_scorer'].map((award) => trophyTone(award as never)),
    ).toEqual(['gold', 'silver', 'bronze', 'award']);
  });

  it('show each trophy with its competition and team, and a count with the Russian plural', async () => {
    await i18n.changeLanguage('ru');
    render(
      <AppProvider>
        <MemoryRouter>
          <TrophiesCard trophies={items} error={null} onRetry={() => undefined} />
        </MemoryRouter>
      </AppProvider>,
    );
    const rows = screen.getAllByTestId('trophy');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Чемпион')).toBeTruthy();
    expect(within(rows[0]!).getByText('Payız Kuboku · Nəsimi Şirləri · 2026')).toBeTruthy();
    expect(screen.getByTestId('trophies-count').textContent).toBe('4 трофея');
  });

  it('say so when there are none yet', async () => {
    await i18n.changeLanguage('az');
    render(
      <AppProvider>
        <MemoryRouter>
          <TrophiesCard trophies={[]} error={null} onRetry={() => undefined} />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByText('Turnirlərdən hələ kubok yoxdur.')).toBeTruthy();
  });
});
