// @vitest-environment jsdom
import type { Venue, VenueListResponse } from '@oyna/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { VenuesPage } from './venues-page';

function venue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 1,
    name: 'Olimp Arena',
    district: 'nasimi',
    address: 'Füzuli küç. 12',
    latitude: 40.38,
    longitude: 49.84,
    type: 'futsal',
    surface: 'parquet',
    amenities: ['showers', 'parking'],
    pitch_count: 2,
    phone: '+994 12 555 00 00',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=40.380000,49.840000',
    photos: [],
    opening_hours: null,
    is_active: true,
    ...overrides,
  };
}

function page(items: Venue[], total = items.length): VenueListResponse {
  return { items, total, page: 1, page_size: 12 };
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = location.pathname + location.search;
  }, [location]);
  return null;
}

function renderPage(url: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path="/venues" element={<VenuesPage />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const get = vi.spyOn(apiClient, 'get');

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('VenuesPage', () => {
  it('lists the venues with a counted heading, amenity labels and a maps link', async () => {
    get.mockResolvedValue({
      data: page([venue(), venue({ id: 2, name: 'Sahil Stadium', type: 'outdoor' })]),
    });
    renderPage('/venues');

    expect(await screen.findByText('2 venues found')).toBeTruthy();
    const cards = screen.getAllByTestId('venue-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img', { name: 'Showers' })).toBeTruthy();
    expect(first.getByText('Nasimi')).toBeTruthy();
    const maps = first.getByRole('link', { name: /Open in maps/ });
    expect(maps.getAttribute('target')).toBe('_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(get).toHaveBeenCalledWith(
      '/venues',
      expect.objectContaining({ params: { page: 1, page_size: 12 } }),
    );
  });

  it('sends the filters from the address to the API', async () => {
    get.mockResolvedValue({ data: page([venue()]) });
    renderPage('/venues?search=olimp&type=futsal&district=nasimi&page=1');
    expect(await screen.findByText('1 venue found')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/venues',
      expect.objectContaining({
        params: { page: 1, page_size: 12, search: 'olimp', type: 'futsal', district: 'nasimi' },
      }),
    );
    expect((screen.getByTestId('venue-search') as HTMLInputElement).value).toBe('olimp');
  });

  it('puts the typed search into the address after a pause', async () => {
    get.mockResolvedValue({ data: page([venue()], 30) });
    renderPage('/venues?page=2');
    await screen.findByTestId('venue-result-count');
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByTestId('venue-search'), { target: { value: 'Sahil ' } });
      expect(lastLocation).toBe('/venues?page=2');
      await act(() => vi.advanceTimersByTimeAsync(350));
      expect(lastLocation).toBe('/venues?search=Sahil');
      expect((screen.getByTestId('venue-search') as HTMLInputElement).value).toBe('Sahil ');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a link past the last page to the last page', async () => {
    get.mockResolvedValue({ data: { ...page([venue()], 13), page: 5 } });
    renderPage('/venues?type=futsal&page=5');
    await waitFor(() => expect(lastLocation).toBe('/venues?type=futsal&page=2'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    get.mockResolvedValue({ data: page([]) });
    renderPage('/venues?search=zzz&district=khazar');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(lastLocation).toBe('/venues'));
    expect((screen.getByTestId('venue-search') as HTMLInputElement).value).toBe('');
  });

  it('shows the error and retries on request', async () => {
    const { ApiError } = await import('../../../lib/api-error');
    get.mockRejectedValue(
      new ApiError({ message: 'Server is down', status: 503, code: 'service_unavailable' }),
    );
    renderPage('/venues');
    expect(await screen.findByText('Server is down', {}, { timeout: 4000 })).toBeTruthy();

    get.mockResolvedValue({ data: page([venue()]) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 venue found')).toBeTruthy();
  });
});
