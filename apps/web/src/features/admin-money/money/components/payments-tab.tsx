import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPayment, PaymentStatus } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { DialogConfirmActions } from '../../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime, formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { AdminRow } from '../../../../components/admin/admin-row';
import { CaptionLines } from '../../../../components/admin/caption-lines';
import { useAdminPayments, useRecheckPayment } from '../api/money-desk';
import { MoneyList, type MoneyTabProps } from './money-list';

const STATUS_COLORS: Record<PaymentStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  expired: 'default',
};

function PaymentRow({ payment, onRecheck }: { payment: AdminPayment; onRecheck: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const details = [
    t('admin_money.payments.provider', { provider: t(`admin_money.payments.providers.${payment.provider}`) }),
    t('admin_money.payments.created', { date: formatDateTime(new Date(payment.created_at), language) }),
    payment.completed_at &&
      t('admin_money.payments.completed', { date: formatDateTime(new Date(payment.completed_at), language) }),
    payment.card_mask && t('admin_money.payments.card', { card: payment.card_mask }),
    payment.provider_payment_id && t('admin_money.payments.provider_id', { id: payment.provider_payment_id }),
    payment.failure_reason && t('admin_money.payments.failure', { reason: payment.failure_reason }),
  ];
  return (
    <AdminRow
      variant="line"
      data-testid="admin-payment"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('admin_money.payments.title', { amount: formatManat(payment.amount, language) })}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[payment.status]}
          label={t(`admin_money.payments.statuses.${payment.status}`)}
        />
      </Stack>
      <CaptionLines lines={details} />
      <Button size="small" variant="outlined" onClick={onRecheck} sx={{ alignSelf: 'flex-start' }}>
        {t('admin_money.payments.recheck')}
      </Button>
    </AdminRow>
  );
}

/** The player's top-up payments with their provider status; each can be re-checked with its provider. */
export function PaymentsTab(props: MoneyTabProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useAdminPayments(props.userId, props.page);
  const recheck = useRecheckPayment(props.userId);
  const [chosen, setChosen] = useState<AdminPayment | null>(null);

  const close = () => {
    if (recheck.isPending) return;
    recheck.reset();
    setChosen(null);
  };
  const confirm = () => {
    if (!chosen) return;
    recheck.mutate(chosen.id, {
      onSuccess: (result) => {
        const amount = formatManat(result.payment.amount, language);
        const status = t(`admin_money.payments.provider_statuses.${result.provider_status}`);
        const message = t(`admin_money.payments.outcomes.${result.outcome}`, { amount, status });
        if (result.outcome === 'credited') toast.success(message);
        else if (result.outcome === 'amount_mismatch') toast.warning(message);
        else toast.info(message);
        recheck.reset();
        setChosen(null);
      },
    });
  };

  return (
    <>
      <MoneyList
        tab="payments"
        query={query}
        pages={props}
        renderItem={(payment) => (
          <PaymentRow key={payment.id} payment={payment} onRecheck={() => setChosen(payment)} />
        )}
      />
      <Dialog open={chosen !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="recheck-title">
        <DialogTitle id="recheck-title">{t('admin_money.payments.recheck_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              {chosen &&
                t('admin_money.payments.recheck_text', {
                  amount: formatManat(chosen.amount, language),
                  provider: t(`admin_money.payments.providers.${chosen.provider}`),
                })}
            </Typography>
            {recheck.isError && <Alert severity="error">{errorMessage(recheck.error, t)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('admin_money.cancel')}
          onCancel={close}
          onConfirm={confirm}
          confirmLabel={t('admin_money.payments.recheck_confirm')}
          pending={recheck.isPending}
          confirmTestId="recheck-confirm"
        />
      </Dialog>
    </>
  );
}
