import type { GameRosterEntry } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { rosterTotals } from './roster-totals';

function entry(overrides: Partial<GameRosterEntry>): GameRosterEntry {
  return {
    id: crypto.randomUUID(),
    player: {
      id: crypto.randomUUID(),
      first_name: 'Ali',
      last_name: 'Həsənov',
      phone: null,
      photo_url: null,
    },
    status: 'confirmed',
    payment_method: 'balance',
    price: 10,
    paid: true,
    attendance: null,
    waitlist_position: null,
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

describe('the roster money', () => {
  it('counts unpaid cash as still to collect and every paid place as collected, in whole qəpik', () => {
    const totals = rosterTotals([
      entry({ price: 10.1 }),
      entry({ price: 0.2, payment_method: 'cash', paid: true }),
      entry({ price: 11.55, payment_method: 'cash', paid: false }),
      entry({ price: 9.45, payment_method: 'cash', paid: false }),
    ]);
    expect(totals).toEqual({ cashDue: 21, paid: 10.3 });
  });

  it('leaves out the waitlist, held places and cancelled bookings', () => {
    const totals = rosterTotals([
      entry({ status: 'waitlisted', paid: false, payment_method: 'cash' }),
      entry({ status: 'pending_payment', paid: false }),
      entry({ status: 'cancelled' }),
    ]);
    expect(totals).toEqual({ cashDue: 0, paid: 0 });
  });

  it('counts the guests’ places as collected: their bookers paid from the wallet', () => {
    const guest = {
      id: crypto.randomUUID(),
      name: 'Kamran',
      booker: { id: crypto.randomUUID(), first_name: 'Ali', last_name: 'Həsənov', photo_url: null },
      price: 10.1,
      created_at: '2026-11-22T10:00:00.000Z',
    };
    expect(rosterTotals([entry({ price: 0.2 })], [guest, { ...guest, id: crypto.randomUUID() }])).toEqual({
      cashDue: 0,
      paid: 20.4,
    });
  });
});
