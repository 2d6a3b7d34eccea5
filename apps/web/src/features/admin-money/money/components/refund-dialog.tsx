import Typography from '@mui/material/Typography';
import type { AdminGamePayment } from '@oyna/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { FormDialog } from '../../../../components/form-dialog';
import { errorMessage } from '../../../../lib/api-error';
import { formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRefundBooking } from '../api/money-desk';
import { ReasonField, useReasonDraft } from '../../../../components/admin/reason-field';

/** Confirms a refund of a paid booking to the player's balance, with a reason. */
export function RefundDialog(props: {
  userId: string;
  name: string;
  booking: AdminGamePayment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const refund = useRefundBooking(props.userId);
  const reason = useReasonDraft();
  const { booking } = props;
  const amount = booking ? formatManat(booking.refund_amount, language) : '';

  const close = () => {
    if (refund.isPending) return;
    reason.clear();
    refund.reset();
    props.onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.check() || !booking) return;
    refund.mutate(
      { registrationId: booking.registration_id, reason: reason.text.trim() },
      {
        onSuccess: () => {
          toast.success(t('admin_money.bookings.refund_done', { amount }));
          close();
        },
      },
    );
  };

  return (
    <FormDialog
      open={booking !== null}
      title={t('admin_money.bookings.refund_title', { amount })}
      onClose={close}
      onSubmit={submit}
      pending={refund.isPending}
      error={refund.isError ? errorMessage(refund.error, t) : null}
      cancelLabel={t('admin_money.cancel')}
      confirmLabel={t('admin_money.bookings.refund_confirm', { amount })}
      confirmTestId="refund-confirm"
    >
      <Typography variant="body2">
        {t('admin_money.bookings.refund_text', {
          amount,
          game: booking?.game_title ?? '',
          name: props.name,
        })}
      </Typography>
      {booking && booking.guests > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin_money.bookings.refund_guests')}
        </Typography>
      )}
      <ReasonField {...reason.field} testId="reason" hint="admin_money.reason.helper" />
    </FormDialog>
  );
}
