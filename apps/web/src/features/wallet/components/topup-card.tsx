import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  TOPUP_MAX_QEPIK,
  TOPUP_MIN_QEPIK,
  TOPUP_PRESETS_MANAT,
  qepikToManat,
  type Language,
} from '@oyna/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMainButton } from '../../../hooks/use-main-button';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateTopup } from '../api/create-topup';
import { readTopupAmount } from '../lib/topup-amount';
import { rememberTopupReturn } from '../lib/topup-return';

/** The top-up limits the hint and the problems name, in manat. */
const LIMITS = { min: qepikToManat(TOPUP_MIN_QEPIK), max: qepikToManat(TOPUP_MAX_QEPIK) };

/** `5.25` as the language writes a decimal amount: `5,25` in az and ru, `5.25` in en. */
function inLanguageDecimals(amount: string, language: Language): string {
  return language === 'en' ? amount : amount.replace('.', ',');
}

/** Top-up: a preset (TOPUP_PRESETS_MANAT) or a custom amount, then off to the payment page. */
export function TopupCard({
  initialAmount = null,
  returnTo = null,
}: {
  /** Manat text to start with (a held game place's shortfall); a preset when it is one. */
  initialAmount?: string | null;
  /** Where to go back after paying (kept across the payment page). */
  returnTo?: string | null;
} = {}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const initialPreset = TOPUP_PRESETS_MANAT.find((amount) => Number(initialAmount) === amount) ?? null;
  const [preset, setPreset] = useState<number | null>(initialAmount === null ? 20 : initialPreset);
  // An amount from the address is written as the page's language writes money: `5,25` in az and ru.
  const [custom, setCustom] = useState(
    initialAmount !== null && initialPreset === null ? inLanguageDecimals(initialAmount, language) : '',
  );
  const [touched, setTouched] = useState(false);
  const topup = useCreateTopup();

  const typed = readTopupAmount(custom);
  const qepik = typed ? ('qepik' in typed ? typed.qepik : null) : preset === null ? null : preset * 100;
  const problem = typed && 'problem' in typed ? typed.problem : null;
  const amountText = qepik === null ? null : formatManat(qepikToManat(qepik), language);
  const busy = topup.isPending || topup.isSuccess;
  const submitLabel = busy
    ? t('wallet.topup.redirecting')
    : amountText
      ? t('wallet.topup.submit', { amount: amountText })
      : t('wallet.topup.submit_empty');
  const submitButton = useRef<HTMLButtonElement>(null);
  // Inside the Telegram Mini App, its Main button pays too; the form keeps its own button.
  useMainButton(submitLabel, () => submitButton.current?.click(), {
    disabled: qepik === null,
    loading: busy,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (qepik === null || busy) return;
    rememberTopupReturn(returnTo);
    topup.mutate({ amount: qepikToManat(qepik) });
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('wallet.topup.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="topup-presets-label" sx={{ mb: 1 }}>
        {t('wallet.topup.presets_label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={custom.trim() ? null : preset}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setPreset(value);
            setCustom('');
          }
        }}
        aria-labelledby="topup-presets-label"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          gap: 1,
          '& .MuiToggleButton-root': {
            borderRadius: '12px !important',
            border: (theme) => `1px solid ${theme.palette.divider} !important`,
            fontWeight: 700,
            py: 1.25,
          },
        }}
      >
        {TOPUP_PRESETS_MANAT.map((amount) => (
          <ToggleButton key={amount} value={amount} data-testid={`topup-preset-${amount}`}>
            {formatManat(amount, language).replace(/[.,]00(?=\D|$)/, '')}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('wallet.topup.custom_label')}
        value={custom}
        onChange={(event) => setCustom(event.target.value)}
        onBlur={() => setTouched(true)}
        fullWidth
        margin="normal"
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'topup-custom', maxLength: 10 },
          input: { endAdornment: <InputAdornment position="end">₼</InputAdornment> },
        }}
        error={touched && problem !== null}
        helperText={
          touched && problem ? t(`wallet.topup.${problem}`, LIMITS) : t('wallet.topup.custom_helper', LIMITS)
        }
      />
      {topup.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(topup.error, t)}
        </Alert>
      )}
      <Button
        ref={submitButton}
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={qepik === null || busy}
        sx={{ mt: 2, py: 1.4, fontWeight: 700 }}
        data-testid="topup-submit"
      >
        {submitLabel}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1.5, color: 'text.secondary' }}>
        <LockOutlinedIcon sx={{ fontSize: 16 }} />
        <Typography variant="caption">{t('wallet.topup.secure_note')}</Typography>
      </Box>
    </Paper>
  );
}
