import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PHONE_CODE_RULES,
  type PhoneCodeRequest,
  type PhoneCodeSent,
  type PhoneVerifyRequest,
  fieldMessage,
  formatAzerbaijaniPhone,
  mobilePhoneSchema,
  phoneCodeSchema,
} from '@oyna/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { serverDetailOr, serverFieldErrors } from '../lib/form-errors';
import { currentLanguage } from '../lib/i18n';
import { DevOutboxLink } from './dev-outbox-link';

interface PhoneCodeStepsProps<Result> {
  /** Sends a code to the number (sign-in or confirming a number). */
  send: UseMutationResult<PhoneCodeSent, Error, PhoneCodeRequest>;
  /** Checks the code. */
  verify: UseMutationResult<Result, Error, PhoneVerifyRequest>;
  onVerified(result: Result): void;
  /** The words of the last step's button ("Sign in", "Confirm"). */
  verifyLabel: string;
  /** The number to start with (the profile's). */
  initialPhone?: string | undefined;
  testId: string;
}

/** Whole seconds from `now` until `at`, 0 once it has passed. */
const secondsBetween = (now: number, at: number | null) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));

/**
 * Seconds until `at` (a time in ms) counted from `since` at the earliest, 0 once it has passed;
 * ticks every second while it counts down.
 */
function useSecondsUntil(at: number | null, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= at) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [at]);
  // Until the first tick, `now` may be older than the countdown's start.
  return secondsBetween(Math.max(now, since), at);
}

/**
 * A number, then the SMS code sent to it (decision 82): the number as people type it (`055 123 45
 * 67`), the code with the phone's one-time-code autofill, a new code after the countdown, and every
 * refusal in the server's words. Used by the phone sign-in and by confirming a number in the settings.
 */
export function PhoneCodeSteps<Result>(props: PhoneCodeStepsProps<Result>) {
  const { send, verify, onVerified, verifyLabel, testId } = props;
  const { t } = useTranslation();
  const [phone, setPhone] = useState(props.initialPhone ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<(PhoneCodeSent & { sentAt: number; resendAt: number }) | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const resendIn = useSecondsUntil(sent?.resendAt ?? null, sent?.sentAt ?? 0);
  const failed = sent ? (verify.error ?? send.error) : send.error;
  const serverField = serverFieldErrors(failed)[sent ? 'code' : 'phone'];
  const shownFieldError = fieldError ?? serverField ?? null;

  const sendCode = () => {
    const parsed = mobilePhoneSchema.safeParse(sent?.phone ?? phone);
    if (!parsed.success) {
      setFieldError(fieldMessage(parsed.error.issues[0]?.message ?? 'phone_invalid', currentLanguage()));
      return;
    }
    setFieldError(null);
    verify.reset();
    send.mutate(
      { phone: parsed.data },
      {
        onSuccess: (answer) => {
          setCode('');
          const sentAt = Date.now();
          setSent({ ...answer, sentAt, resendAt: sentAt + answer.resend_in_seconds * 1000 });
        },
      },
    );
  };

  const checkCode = () => {
    if (!sent) return;
    const parsed = phoneCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(fieldMessage('phone_code_format', currentLanguage()));
      return;
    }
    setFieldError(null);
    verify.mutate({ phone: sent.phone, code: parsed.data }, { onSuccess: onVerified });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) checkCode();
    else sendCode();
  };

  const changeNumber = () => {
    setSent(null);
    setFieldError(null);
    send.reset();
    verify.reset();
  };

  const pending = sent ? verify.isPending : send.isPending;
  const message =
    failed && !serverField
      ? serverDetailOr(failed, t(sent && verify.error ? 'phone.verify_failed' : 'phone.send_failed'))
      : null;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid={testId}>
      {message ? (
        <Alert severity="error" data-testid={`${testId}-error`}>
          {message}
        </Alert>
      ) : null}
      {sent ? (
        <>
          <Typography data-testid={`${testId}-sent`}>
            {t('phone.sent_to', { phone: formatAzerbaijaniPhone(sent.phone) })}
          </Typography>
          {sent.delivery === 'captured' ? (
            <Alert severity="info">
              {t('phone.captured')} <DevOutboxLink />
            </Alert>
          ) : null}
          <TextField
            label={t('phone.code_label')}
            name="code"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_RULES.length))
            }
            error={Boolean(shownFieldError)}
            helperText={shownFieldError ?? t('phone.code_hint', { count: PHONE_CODE_RULES.length })}
            required
            fullWidth
            autoFocus
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: PHONE_CODE_RULES.length,
                'data-testid': `${testId}-code`,
              },
            }}
          />
        </>
      ) : (
        <TextField
          label={t('phone.number_label')}
          name="phone"
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={Boolean(shownFieldError)}
          helperText={shownFieldError ?? t('phone.number_hint')}
          placeholder="055 123 45 67"
          required
          fullWidth
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': `${testId}-phone` } }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.25 }}
      >
        {sent
          ? verify.isPending
            ? t('phone.verifying')
            : verifyLabel
          : send.isPending
            ? t('phone.sending')
            : t('phone.send')}
      </Button>
      {sent ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button onClick={changeNumber}>{t('phone.change_number')}</Button>
          <Button
            onClick={sendCode}
            disabled={resendIn > 0 || send.isPending}
            data-testid={`${testId}-resend`}
          >
            {t('phone.resend')}
          </Button>
        </Stack>
      ) : null}
      {sent && resendIn > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('phone.resend_in', { count: resendIn })}
        </Typography>
      ) : null}
    </Stack>
  );
}
