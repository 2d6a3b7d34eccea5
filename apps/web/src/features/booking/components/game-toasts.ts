import { PAYMENT_HOLD_MINUTES, type RegistrationResult } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** The toast after a booking: in, held for top-up, or on the waitlist. */
export function announceRegistration(result: RegistrationResult, t: TFunction): void {
  const { registration } = result;
  if (registration.status === 'waitlisted') {
    toast.info(t('games.toasts.waitlisted', { position: registration.waitlist_position ?? 1 }));
  } else if (registration.status === 'pending_payment') {
    toast.warning(
      t('games.toasts.held', {
        amount: formatManat(result.top_up_amount ?? 0, currentLanguage()),
        minutes: PAYMENT_HOLD_MINUTES,
        count: PAYMENT_HOLD_MINUTES,
      }),
    );
  } else if (registration.payment_method === 'cash' && !registration.paid) {
    toast.success(t('games.toasts.registered_cash'));
  } else {
    toast.success(
      t('games.toasts.registered', { amount: formatManat(registration.price, currentLanguage()) }),
    );
  }
}
