// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PlacesIndicator } from './places-indicator';

describe('the places of a game', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('az');
  });
  afterEach(cleanup);

  const show = (props: {
    playersCount: number;
    capacity: number;
    placesLeft: number;
    waitlistCount: number;
    closed?: boolean;
  }) =>
    render(
      <PlacesIndicator
        game={{
          players_count: props.playersCount,
          capacity: props.capacity,
          places_left: props.placesLeft,
          waitlist_count: props.waitlistCount,
        }}
        closed={props.closed}
      />,
    );

  it('says apart the places held for a player topping up, so players, held and free add up to the capacity', () => {
    show({ playersCount: 3, capacity: 14, placesLeft: 10, waitlistCount: 0 });
    expect(screen.getByTestId('game-players-count').textContent).toContain('3/14');
    expect(screen.getByTestId('game-places-held').textContent).toBe('1 yer ödəniş gözləyir');
    expect(screen.getByTestId('game-places-left').textContent).toBe('10 yer qalıb');
  });

  it('says nothing of held places when there are none, or when the game is over', async () => {
    show({ playersCount: 4, capacity: 14, placesLeft: 10, waitlistCount: 0 });
    expect(screen.queryByTestId('game-places-held')).toBeNull();
    cleanup();
    show({ playersCount: 3, capacity: 14, placesLeft: 10, waitlistCount: 0, closed: true });
    expect(screen.queryByTestId('game-places-held')).toBeNull();
  });

  it('uses the Russian plural forms', async () => {
    await i18n.changeLanguage('ru');
    show({ playersCount: 2, capacity: 14, placesLeft: 7, waitlistCount: 0 });
    expect(screen.getByTestId('game-places-held').textContent).toBe('5 мест ждут оплаты');
  });
});
