import { manatToQepik, qepikToManat } from '@oyna/shared';

/** How much is missing from the wallet to pay `price` (manat), computed in qəpik; 0 when enough. */
export function shortfall(price: number, balance: number): number {
  const priceQepik = manatToQepik(price) ?? 0;
  const balanceQepik = manatToQepik(balance) ?? 0;
  return qepikToManat(Math.max(0, priceQepik - balanceQepik));
}
