import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAzerbaijaniPhone } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMessageMode } from '../../../api/message-channels';
import { PhoneCodeSteps } from '../../../components/phone-code-steps';
import { QueryFallback } from '../../../components/query-fallback';
import { SectionCard } from '../../../components/section-card';
import { toast } from '../../../lib/toast';
import { useConfirmMyPhone, useMyPhone, useSendConfirmCode } from '../api/my-phone';

/**
 * My phone number and whether an SMS code confirmed it (decision 82): a confirmed number signs in
 * by phone. Confirming sends a code to the number given (the profile's to start with).
 */
export function PhoneSettingsCard() {
  const { t } = useTranslation();
  const myPhone = useMyPhone();
  const smsMode = useMessageMode('sms');
  const send = useSendConfirmCode();
  const confirm = useConfirmMyPhone();
  const [confirming, setConfirming] = useState(false);
  const phone = myPhone.data;

  return (
    <SectionCard
      title={t('phone.settings.title')}
      testId="settings-phone"
      aside={
        phone?.phone ? (
          <Chip
            size="small"
            color={phone.verified ? 'success' : 'default'}
            variant={phone.verified ? 'filled' : 'outlined'}
            label={t(phone.verified ? 'phone.settings.verified' : 'phone.settings.unverified')}
            data-testid="settings-phone-state"
          />
        ) : null
      }
    >
      <QueryFallback query={myPhone} errorTitle={t('phone.settings.load_failed')} skeletons={[20, 40]} />
      {phone ? (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('phone.settings.text')}
          </Typography>
          <Typography sx={{ fontWeight: 650 }} data-testid="settings-phone-number">
            {phone.phone ? formatAzerbaijaniPhone(phone.phone) : t('phone.settings.none')}
          </Typography>
          {smsMode === 'off' ? (
            <Typography variant="body2" color="text.secondary">
              {t('phone.unavailable')}
            </Typography>
          ) : confirming ? (
            <PhoneCodeSteps
              send={send}
              verify={confirm}
              verifyLabel={t('phone.settings.confirm')}
              initialPhone={phone.phone ?? ''}
              testId="settings-phone-form"
              onVerified={() => {
                setConfirming(false);
                toast.success(t('phone.settings.done'));
              }}
            />
          ) : (
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setConfirming(true)}
              data-testid="settings-phone-verify"
            >
              {t(phone.verified ? 'phone.settings.verify_another' : 'phone.settings.verify')}
            </Button>
          )}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
