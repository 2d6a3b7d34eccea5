// @vitest-environment jsdom
import type { SeriesRegularEntry, SeriesRegulars } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { OrganizerRegulars } from './organizer-regulars';

const SERIES_ID = '00000000-0000-4000-8000-000000000005';
const entry = (id: string, first: string, fields: Partial<SeriesRegularEntry>): SeriesRegularEntry => ({
  player: { id, first_name: first, last_name: 'Əliyev', photo_url: null },
  status: 'active',
  removal: null,
  misses: 0,
  asked_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});
const ORKHAN = entry('00000000-0000-4000-8000-00000000000a', 'Orxan', {});
const RAMIL = entry('00000000-0000-4000-8000-00000000000b', 'Ramil', {
  status: 'removed',
  removal: 'organizer',
});
const TURAL = entry('00000000-0000-4000-8000-00000000000c', 'Tural', {
  status: 'removed',
  removal: 'misses',
});
const regulars = (fields: Partial<SeriesRegulars>): SeriesRegulars => ({
  regular_places: 4,
  regulars_cap: 6,
  regulars_auto_accept: true,
  skip_deadline_hours: 24,
  misses_allowed: 2,
  capacity: 14,
  active: [ORKHAN],
  pending: [],
  removed: [RAMIL, TURAL],
  ...fields,
});

const get = vi.spyOn(apiClient, 'get');
const post = vi.spyOn(apiClient, 'post');

function renderRegulars(answer: SeriesRegulars) {
  get.mockImplementation(async (url: string) => {
    if (url === `/series/${SERIES_ID}/regulars`) return { data: answer };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <OrganizerRegulars seriesId={SERIES_ID} />
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
  post.mockReset();
});

describe('the organizer’s regulars', () => {
  it('lists the removed players with why, and takes one back as a regular', async () => {
    renderRegulars(regulars({}));
    const removed = (await screen.findByRole('heading', { name: 'Removed' })).parentElement as HTMLElement;
    expect(within(removed).getByText('Removed by the organizer, or the request refused')).toBeTruthy();
    expect(within(removed).getByText('Lost the place after missed games')).toBeTruthy();

    post.mockResolvedValue({
      data: regulars({ active: [ORKHAN, { ...RAMIL, status: 'active', removal: null }], removed: [TURAL] }),
    });
    const row = screen.getByText('Ramil Əliyev').closest('div')?.parentElement as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Take back' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `/series/${SERIES_ID}/regulars/${RAMIL.player.id}/approve`,
        undefined,
      ),
    );
    expect(await screen.findByText('A regular again.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Take back' })).toHaveLength(1);
  });

  it('shows no removed list when nobody was removed', async () => {
    renderRegulars(regulars({ removed: [] }));
    expect(await screen.findByRole('heading', { name: 'Requests' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Removed' })).toBeNull();
  });
});
