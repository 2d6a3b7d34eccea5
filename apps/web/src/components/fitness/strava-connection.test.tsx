// @vitest-environment jsdom
import type { FitnessSummary, StravaConnection } from '@oyna/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../app/provider';
import { apiClient } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { StravaConnectionPanel } from './strava-connection';

const get = vi.spyOn(apiClient, 'get');
const SUMMARY: FitnessSummary = {
  from: '2026-10-29T08:00:00.000Z',
  to: '2026-11-26T08:00:00.000Z',
  distance_km: 15.8,
  sessions: 3,
  moving_time_seconds: 9000,
};

function answer(connection: StravaConnection) {
  get.mockImplementation(async (url: string) => ({
    data: url.endsWith('/summary') ? SUMMARY : connection,
  }));
  render(
    <AppProvider>
      <MemoryRouter>
        <StravaConnectionPanel />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('the Strava connection panel', () => {
  it('shows a note instead of a connect button when the server cannot connect Strava', async () => {
    answer({ enabled: false, state: 'not_connected', connected_at: null });
    expect((await screen.findByTestId('strava-unavailable')).textContent).toContain('not available');
    expect(screen.queryByRole('button', { name: 'Connect Strava' })).toBeNull();
  });

  it('offers to connect when not connected, and again while connecting', async () => {
    answer({ enabled: true, state: 'connecting', connected_at: null });
    expect(
      ((await screen.findByRole('button', { name: 'Connect Strava' })) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByTestId('fitness-state').textContent).toContain('Connecting');
  });

  it('shows the last four weeks and Disconnect when connected', async () => {
    answer({ enabled: true, state: 'connected', connected_at: '2026-11-20T10:00:00.000Z' });
    expect((await screen.findByTestId('strava-distance')).textContent).toContain('15.8 km');
    expect(screen.getByTestId('strava-sessions').textContent).toContain('3');
    expect(screen.getByTestId('strava-moving-time').textContent).toContain('2 h 30 min');
    expect((screen.getByRole('button', { name: 'Disconnect Strava' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: 'Connect Strava' })).toBeNull();
  });
});
