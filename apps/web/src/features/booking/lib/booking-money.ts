import { type PaymentMethod, manatToQepik, qepikToManat } from '@oyna/shared';

/** How much is missing from the wallet to pay `price` (manat), computed in qəpik; 0 when enough. */
export function shortfall(price: number, balance: number): number {
  const priceQepik = manatToQepik(price) ?? 0;
  const balanceQepik = manatToQepik(balance) ?? 0;
  return qepikToManat(Math.max(0, priceQepik - balanceQepik));
}

/**
 * The payment method a booking dialog starts with: the wallet, unless this is the waitlist and the
 * wallet cannot pay the price (cash then; docs/product-rules.md#games-and-money). While the balance
 * is unknown the wallet stays chosen (its confirmation waits for the balance).
 */
export function preselectedMethod(
  price: number,
  balance: number | undefined,
  waitlist: boolean,
): PaymentMethod {
  if (!waitlist || price === 0 || balance === undefined) return 'balance';
  return shortfall(price, balance) > 0 ? 'cash' : 'balance';
}
