// @vitest-environment jsdom
import type { GameSummary, MyRegistration } from '@oyna/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { GameCard, type GameCardAction } from './game-card';

const game: GameSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Thursday 7×7',
  venue: {
    id: 2,
    name: 'Olimpik Arena',
    district: 'nasimi',
    address: 'Bakı',
    type: 'indoor',
    maps_url: 'https://maps.example/1',
  },
  starts_at: '2026-11-10T15:00:00.000Z',
  ends_at: '2026-11-10T16:30:00.000Z',
  duration_minutes: 90,
  format: '7x7',
  capacity: 14,
  kind: 'regular',
  price: 8.5,
  min_level: null,
  max_level: null,
  has_referee: false,
  video_coverage: false,
  registration_opens_at: '2026-11-01T15:00:00.000Z',
  status: 'completed',
  is_past: true,
  free_cancellation_until: '2026-11-09T15:00:00.000Z',
  players_count: 14,
  guests_count: 0,
  guests_allowed: true,
  held_count: 0,
  places_left: 0,
  waitlist_count: 0,
  needs_goalkeeper: false,
  distance_km: null,
  // A finished game takes no booking: the API offers no price.
  my_quote: null,
  my_registration_status: 'confirmed',
  my_level_fits: true,
};

const registration: MyRegistration = {
  id: '00000000-0000-4000-8000-000000000003',
  status: 'confirmed',
  payment_method: 'balance',
  price: 4.25,
  base_price: 8.5,
  discount_percent: 50,
  discount_reason: 'first_game',
  paid: true,
  hold_expires_at: null,
  waitlist_position: null,
  created_at: '2026-11-05T10:00:00.000Z',
};

function renderCard(props: { registration?: MyRegistration }) {
  const router = createMemoryRouter([
    { path: '/', element: <GameCard game={game} listSearch="" {...props} /> },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return screen.getByTestId('game-card');
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('GameCard', () => {
  it('shows a booked game at the price paid, with the discount it got, also after the game', () => {
    const card = renderCard({ registration });
    expect(within(card).getByTestId('game-price-caption').textContent).toBe('You paid');
    expect(within(card).getByTestId('game-price').textContent).toContain('4.25');
    expect(within(card).getByTestId('game-base-price').textContent).toContain('8.50');
    expect(within(card).getByTestId('game-discount').textContent).toBe('First game −50%');
  });

  it('says a cash booking is still to pay', () => {
    const card = renderCard({ registration: { ...registration, payment_method: 'cash', paid: false } });
    expect(within(card).getByTestId('game-price-caption').textContent).toBe('To pay');
  });

  it('offers no discount on a finished game the player did not book', () => {
    const card = renderCard({});
    expect(within(card).getByTestId('game-price').textContent).toContain('8.50');
    expect(within(card).queryByTestId('game-discount')).toBeNull();
    expect(within(card).queryByTestId('game-price-caption')).toBeNull();
  });

  it('is not drawn again when its list is drawn again with the same game, and is when the game changes', () => {
    let actionRenders = 0;
    const CountingAction: GameCardAction = () => {
      actionRenders += 1;
      return null;
    };
    let show: (next: GameSummary) => void = () => undefined;
    function List() {
      const [shown, setShown] = useState(game);
      const [, setDrawings] = useState(0);
      show = (next) => {
        setShown(next);
        setDrawings((drawings) => drawings + 1);
      };
      return <GameCard game={shown} listSearch="" action={CountingAction} />;
    }
    const router = createMemoryRouter([{ path: '/', element: <List /> }]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const first = actionRenders;
    expect(first).toBeGreaterThan(0);

    // The same answer again (a refresh, or the saved copy replaced by the server's same games).
    act(() => show(game));
    expect(actionRenders).toBe(first);

    act(() => show({ ...game, places_left: 3 }));
    expect(actionRenders).toBe(first + 1);
  });
});
