import { qepikToManatText, manatToQepik } from '@oyna/shared';

/**
 * The wallet's top-up page with the amount filled in and the way back to the game:
 * `/balance?topup=7.50&return_to=/games/<id>` (the balance page reads both).
 */
export function topUpLink(amount: number, returnTo: string): string {
  const params = new URLSearchParams();
  const qepik = manatToQepik(amount);
  if (qepik !== null && qepik > 0) params.set('topup', qepikToManatText(qepik));
  params.set('return_to', returnTo);
  return `/balance?${params.toString()}`;
}
