// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { nextTask } from '../../../lib/next-task';
import { gameListParams } from '../lib/game-filters';
import { GameFilters } from './game-filters';

// A phone: every media query matches, so the filters are folded behind their button. MUI reads
// whether the browser has `matchMedia` when it loads, hence before the imports.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

function renderFilters() {
  render(
    <AppProvider>
      <GameFilters
        searchInput=""
        onSearchInput={vi.fn()}
        filters={gameListParams.parse(new URLSearchParams())}
        onChange={vi.fn()}
        onClear={vi.fn()}
      />
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('GameFilters on a phone', () => {
  it('draws the folded filters at their first opening, and keeps them once opened', () => {
    renderFilters();
    const toggle = screen.getByTestId('game-filters-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('game-filter-status')).toBeNull();
    expect(screen.getByTestId('game-search')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('game-filter-status')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('game-filter-status')).toBeTruthy();
  });

  it('asks for the venues when the panel with the venue field is first drawn, not with the page', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(
          new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname,
        );
        return new Response(JSON.stringify({ items: [], total: 0, page: 1, page_size: 100 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    try {
      renderFilters();
      await act(nextTask);
      expect(asked).not.toContain('/api/v1/venues');

      fireEvent.click(screen.getByTestId('game-filters-toggle'));
      await waitFor(() => expect(asked).toContain('/api/v1/venues'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
