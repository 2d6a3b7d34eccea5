import { z } from 'zod';

/** The tabs of a player's money on the money desk. */
export const MONEY_TABS = ['transactions', 'payments', 'bookings'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/** What the money desk keeps in the address: the search, the player, the tab and its page. */
export interface MoneyParams {
  search: string;
  userId: string | null;
  tab: MoneyTab;
  page: number;
}

const uuid = z.uuid();

/** Reads the address; anything malformed falls back to the default. */
export function readMoneyParams(params: URLSearchParams): MoneyParams {
  const user = params.get('user');
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    userId: user && uuid.safeParse(user).success ? user : null,
    tab: (MONEY_TABS as readonly (string | null)[]).includes(tab) ? (tab as MoneyTab) : 'transactions',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Writes the address back, leaving defaults out so links stay short. */
export function writeMoneyParams(next: MoneyParams): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search) params.set('q', next.search);
  if (next.userId) params.set('user', next.userId);
  if (next.tab !== 'transactions') params.set('tab', next.tab);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
