// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { acceptedMatch } from '../testing/accepted-match';
import { TeamMatchPage } from './team-match-page';

const get = vi.spyOn(apiClient, 'get');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  get.mockReset();
  vi.useRealTimers();
});

describe('a match page left open until the match is over', () => {
  it('asks the server again when the result opens, and then offers the home captain to record it', async () => {
    // The page's clock is the test's: however slowly the page first draws on a busy machine, the
    // match is still on when it does, and it ends when the test moves the clock on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // Kicked off 29 minutes ago, 30 minutes long: over a minute from now.
    const startsAt = new Date(Date.now() - 29 * 60_000).toISOString();
    const playing = acceptedMatch(startsAt, 30);
    const over = { ...playing, permissions: { ...playing.permissions, record_result: true } };
    get.mockResolvedValueOnce({ data: playing }).mockResolvedValue({ data: over });
    render(
      <AppProvider>
        <MemoryRouter initialEntries={[`/team-matches/${playing.id}`]}>
          <Routes>
            <Route path="/team-matches/:id" element={<TeamMatchPage />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );

    expect((await screen.findByTestId('team-match-notice')).textContent).toMatch(
      /^The result can be recorded once the match is over: (.+ · )?\d\d:\d\d$/,
    );
    expect(screen.queryByTestId('team-match-record_result')).toBeNull();

    await vi.advanceTimersByTimeAsync(62_000);
    expect(await screen.findByTestId('team-match-record_result', {}, { timeout: 10_000 })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('team-match-notice')).toBeNull();
  });
});
