import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ADJUSTMENT_MAX_QEPIK, parseManat, qepikToManat } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { FormDialog } from '../../../../components/form-dialog';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { errorMessage } from '../../../../lib/api-error';
import { formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAdjustBalance } from '../api/money-desk';
import { ReasonField, useReasonDraft } from '../../../../components/admin/reason-field';

type Direction = 'credit' | 'debit';

/** Adds money to a balance or takes it away, with a reason; one Idempotency-Key per opened dialog. */
export function AdjustDialog(props: { userId: string; name: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const adjust = useAdjustBalance(props.userId);
  const [direction, setDirection] = useState<Direction>('credit');
  const [amountText, setAmountText] = useState('');
  const reason = useReasonDraft();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const qepik = parseManat(amountText);
  const amountProblem =
    qepik === null || qepik <= 0
      ? t('admin_money.adjust.amount_invalid')
      : qepik > ADJUSTMENT_MAX_QEPIK
        ? t('admin_money.adjust.amount_too_big', { max: qepikToManat(ADJUSTMENT_MAX_QEPIK) })
        : null;

  const close = () => {
    if (adjust.isPending) return;
    setDirection('credit');
    setAmountText('');
    reason.clear();
    setIdempotencyKey(newIdempotencyKey());
    adjust.reset();
    props.onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.check() || amountProblem !== null || qepik === null) return;
    const amount = qepikToManat(direction === 'credit' ? qepik : -qepik);
    adjust.mutate(
      { request: { amount, reason: reason.text.trim() }, idempotencyKey },
      {
        onSuccess: (result) => {
          toast.success(t('admin_money.adjust.done', { balance: formatManat(result.balance, language) }));
          close();
        },
      },
    );
  };

  const amountLabel = qepik !== null && qepik > 0 ? formatManat(qepikToManat(qepik), language) : null;
  return (
    <FormDialog
      open={props.open}
      title={t('admin_money.adjust.title')}
      onClose={close}
      onSubmit={submit}
      pending={adjust.isPending}
      error={adjust.isError ? errorMessage(adjust.error, t) : null}
      cancelLabel={t('admin_money.cancel')}
      confirmLabel={t('admin_money.adjust.confirm')}
      confirmColor={direction === 'debit' ? 'error' : 'primary'}
      confirmTestId="adjust-confirm"
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={direction}
        onChange={(_, next: Direction | null) => next && setDirection(next)}
        aria-label={t('admin_money.adjust.direction')}
      >
        <ToggleButton value="credit" data-testid="adjust-credit">
          {t('admin_money.adjust.credit')}
        </ToggleButton>
        <ToggleButton value="debit" data-testid="adjust-debit">
          {t('admin_money.adjust.debit')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={t('admin_money.adjust.amount')}
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        required
        fullWidth
        error={reason.tried && amountProblem !== null}
        helperText={reason.tried ? amountProblem : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'adjust-amount' } }}
      />
      <ReasonField {...reason.field} testId="reason" hint="admin_money.reason.helper" />
      {amountLabel && (
        <Typography variant="body2" color="text.secondary">
          {t(`admin_money.adjust.text_${direction}`, { amount: amountLabel, name: props.name })}
        </Typography>
      )}
    </FormDialog>
  );
}
