/**
 * The ledger keys of a game's money, one per movement: the booking and leaving paths (games module)
 * and the admin's refund (money desk) post under the same keys, so each happens once whoever comes first.
 */
export const bookingPaymentKey = (registrationId: string) => `game_payment:${registrationId}`;
export const bookingRefundKey = (registrationId: string) => `game_refund:${registrationId}`;
export const guestPaymentKey = (guestId: string) => `guest_payment:${guestId}`;
export const guestRefundKey = (guestId: string) => `guest_refund:${guestId}`;
