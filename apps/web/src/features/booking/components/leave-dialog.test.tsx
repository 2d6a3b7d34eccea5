// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { booking, game } from '../testing/game-detail-fixture';
import { LeaveDialog } from './leave-dialog';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;

function openFor(startsInMs: number, status: 'confirmed' | 'waitlisted' = 'confirmed') {
  const startsAt = new Date(NOW.getTime() + startsInMs);
  render(
    <AppProvider>
      <LeaveDialog
        open
        game={game({
          starts_at: startsAt.toISOString(),
          free_cancellation_until: new Date(startsAt.getTime() - 24 * HOUR).toISOString(),
          my_registration: booking({ status, waitlist_position: status === 'waitlisted' ? 1 : null }),
        })}
        onClose={() => undefined}
        onLeft={() => undefined}
      />
    </AppProvider>,
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('leaving a game', () => {
  it('warns that leaving a place less than two hours before kick-off is a late cancellation', () => {
    openFor(2 * HOUR - 60_000);
    expect(screen.getByTestId('leave-late-warning').textContent).toBe(
      'Kick-off is less than 2 hours away: leaving now is a late cancellation and counts as half a no-show.',
    );
  });

  it('does not warn exactly two hours before kick-off, which is still in time', () => {
    openFor(2 * HOUR);
    expect(screen.queryByTestId('leave-late-warning')).toBeNull();
  });

  it('does not warn a player who only leaves the waitlist', () => {
    openFor(HOUR, 'waitlisted');
    expect(screen.queryByTestId('leave-late-warning')).toBeNull();
  });

  it('says it in Azerbaijani and Russian too', async () => {
    await i18n.changeLanguage('az');
    openFor(HOUR);
    expect(screen.getByTestId('leave-late-warning').textContent).toContain('gecikmiş ləğv');
    cleanup();
    await i18n.changeLanguage('ru');
    openFor(HOUR);
    expect(screen.getByTestId('leave-late-warning').textContent).toBe(
      'До начала меньше 2 часов: выход сейчас — поздняя отмена, она считается как половина неявки.',
    );
  });
});
