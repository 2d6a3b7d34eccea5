import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminGamePayment } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDateTime, formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { AdminRow } from '../../../../components/admin/admin-row';
import { useAdminGamePayments } from '../api/money-desk';
import { MoneyList, type MoneyTabProps } from './money-list';
import { RefundDialog } from './refund-dialog';

function BookingRow({ booking, onRefund }: { booking: AdminGamePayment; onRefund: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const stillBooked = !booking.refunded && !booking.refundable && booking.game_status === 'open';
  return (
    <AdminRow
      variant="line"
      data-testid="admin-booking"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {booking.game_title}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatManat(booking.price, language)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(new Date(booking.starts_at), language)} ·{' '}
        {t(`admin_money.bookings.game_statuses.${booking.game_status}`)}
        {' · '}
        {t(`admin_money.bookings.paid_from.${booking.payment_method}`)}
        {booking.status === 'cancelled' && ` · ${t('admin_money.bookings.left')}`}
      </Typography>
      {booking.guests > 0 && (
        <Typography variant="caption" color="text.secondary" data-testid="admin-booking-guests">
          {t('admin_money.bookings.guests', {
            count: booking.guests,
            amount: formatManat(booking.guests_price, language),
          })}
        </Typography>
      )}
      {booking.refunded && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('admin_money.bookings.refunded')}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      {stillBooked && (
        <Typography variant="caption" color="text.secondary">
          {t('admin_money.bookings.active_hint')}
        </Typography>
      )}
      {booking.refundable && (
        <Button size="small" variant="outlined" onClick={onRefund} sx={{ alignSelf: 'flex-start' }}>
          {t('admin_money.bookings.refund')}
        </Button>
      )}
    </AdminRow>
  );
}

/** The player's paid bookings; one that no longer holds a place in a game to come can be refunded once. */
export function BookingsTab(props: MoneyTabProps & { name: string }) {
  const query = useAdminGamePayments(props.userId, props.page);
  const [chosen, setChosen] = useState<AdminGamePayment | null>(null);
  return (
    <>
      <MoneyList
        tab="bookings"
        query={query}
        pages={props}
        renderItem={(booking) => (
          <BookingRow key={booking.registration_id} booking={booking} onRefund={() => setChosen(booking)} />
        )}
      />
      <RefundDialog
        userId={props.userId}
        name={props.name}
        booking={chosen}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
