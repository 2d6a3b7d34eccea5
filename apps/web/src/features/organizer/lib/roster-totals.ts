import { manatToQepik, qepikToManat, type GameGuest, type GameRosterEntry } from '@oyna/shared';

/**
 * Money of a roster in manat, summed in qəpik: cash still to collect, and what is paid (guests'
 * places included: their bookers paid from the wallet).
 */
export function rosterTotals(
  entries: readonly GameRosterEntry[],
  guests: readonly GameGuest[] = [],
): { cashDue: number; paid: number } {
  let due = 0;
  let paid = guests.reduce((sum, guest) => sum + (manatToQepik(guest.price) ?? 0), 0);
  for (const entry of entries) {
    if (entry.status !== 'confirmed') continue;
    const qepik = manatToQepik(entry.price) ?? 0;
    if (entry.paid) paid += qepik;
    else if (entry.payment_method === 'cash') due += qepik;
  }
  return { cashDue: qepikToManat(due), paid: qepikToManat(paid) };
}
