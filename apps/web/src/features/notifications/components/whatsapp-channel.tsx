import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type NotificationChannelsState, whatsAppConsentText } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useOptInToWhatsApp, useOptOutOfWhatsApp } from '../api/notification-settings';

/**
 * WhatsApp (decision 88): off until I agree to the consent shown here (the exact text, in the
 * language I read it in, is what the server records); needs a confirmed phone; off again at a tap.
 */
export function WhatsAppChannel({ whatsapp }: { whatsapp: NotificationChannelsState['whatsapp'] }) {
  const { t } = useTranslation();
  const optIn = useOptInToWhatsApp();
  const optOut = useOptOutOfWhatsApp();
  const language = currentLanguage();
  const failed = (message: string) => (error: unknown) =>
    toast.error(`${message}: ${errorMessage(error, (code) => t(code))}`);
  const phone = whatsapp.phone_verified ? whatsapp.phone : null;
  const wording = phone ? whatsAppConsentText(language, phone) : null;

  return (
    <Box data-testid="whatsapp-channel">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {t('notifications.settings.whatsapp.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notifications.settings.whatsapp.rule')}
      </Typography>
      {whatsapp.opted_in_at ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="whatsapp-on">
            {t('notifications.settings.whatsapp.on', {
              phone: whatsapp.phone ?? '',
              date: formatDateTime(new Date(whatsapp.opted_in_at), language),
            })}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            loading={optOut.isPending}
            onClick={() =>
              optOut.mutate(undefined, {
                onSuccess: () => toast.success(t('notifications.settings.whatsapp.turned_off')),
                onError: failed(t('notifications.settings.whatsapp.turn_off_failed')),
              })
            }
            data-testid="whatsapp-opt-out"
          >
            {t('notifications.settings.whatsapp.turn_off')}
          </Button>
        </>
      ) : wording ? (
        <>
          <Typography
            component="blockquote"
            variant="body2"
            lang={language}
            data-testid="whatsapp-consent"
            sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
          >
            {wording}
          </Typography>
          <Button
            variant="contained"
            loading={optIn.isPending}
            onClick={() =>
              optIn.mutate(
                { language, wording },
                {
                  onSuccess: () => toast.success(t('notifications.settings.whatsapp.turned_on')),
                  onError: failed(t('notifications.settings.whatsapp.turn_on_failed')),
                },
              )
            }
            data-testid="whatsapp-opt-in"
          >
            {t('notifications.settings.whatsapp.agree')}
          </Button>
        </>
      ) : (
        <Alert severity="info" data-testid="whatsapp-needs-phone">
          {t('notifications.settings.whatsapp.needs_phone')}
        </Alert>
      )}
    </Box>
  );
}
