import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import LaptopIcon from '@mui/icons-material/Laptop';
import LogoutIcon from '@mui/icons-material/Logout';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import TabletIcon from '@mui/icons-material/Tablet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '@oyna/shared';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useEndAccountSession, useSignOutEverywhere } from '../api/end-account-sessions';
import { useAccountSessions } from '../api/get-account-sessions';
import { SectionCard } from '../../../components/section-card';

const DEVICE_ICONS = { phone: PhoneAndroidIcon, tablet: TabletIcon, desktop: LaptopIcon } as const;

/** The signed-in devices, each with a way to sign it out, and "sign out everywhere". */
export function SessionsSettingsCard() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const endSession = useEndAccountSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const language = currentLanguage();

  const deviceName = (session: AccountSession) => {
    if (session.browser && session.os)
      return t('settings.security.sessions.device', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('settings.security.sessions.unknown_device');
  };
  const signOut = (session: AccountSession) =>
    endSession.mutate(
      { id: session.id, current: session.current },
      {
        onSuccess: () => toast.success(t('settings.security.sessions.signed_out')),
        onError: (error) =>
          toast.error(`${t('settings.security.sessions.failed')}: ${errorMessage(error, (key) => t(key))}`),
      },
    );
  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onError: (error) =>
        toast.error(
          `${t('settings.security.sessions.everywhere_failed')}: ${errorMessage(error, (key) => t(key))}`,
        ),
    });

  return (
    <SectionCard title={t('settings.security.sessions.title')} testId="settings-sessions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('settings.security.sessions.text')}
      </Typography>
      <QueryFallback
        query={sessions}
        errorTitle={t('settings.security.sessions.error')}
        skeletons={[64, 64]}
      />
      {sessions.data ? (
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {sessions.data.items.map((session) => {
            const Icon = session.device_type ? DEVICE_ICONS[session.device_type] : DevicesOtherIcon;
            const name = deviceName(session);
            return (
              <Box
                component="li"
                key={session.id}
                data-testid="account-session"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, minWidth: 0 }}
              >
                <Icon color="action" aria-hidden />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                    {session.current ? (
                      <Chip
                        size="small"
                        color="primary"
                        label={t('settings.security.sessions.this_device')}
                      />
                    ) : null}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[
                      t('settings.security.sessions.last_used', {
                        moment: formatDateTime(new Date(session.last_used_at), language),
                      }),
                      session.ip ? t('settings.security.sessions.ip', { ip: session.ip }) : null,
                    ]
                      .filter(Boolean)
                      .map((part, index) => (
                        <Fragment key={index}>
                          {index > 0 ? ' · ' : null}
                          {part}
                        </Fragment>
                      ))}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  color={session.current ? 'inherit' : 'primary'}
                  disabled={endSession.isPending || everywhere.isPending}
                  onClick={() => signOut(session)}
                  aria-label={t('settings.security.sessions.sign_out_device', { device: name })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('settings.security.sessions.sign_out')}
                </Button>
              </Box>
            );
          })}
        </Stack>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={() => setConfirming(true)}
          disabled={everywhere.isPending}
          data-testid="sign-out-everywhere"
        >
          {t('settings.security.sessions.everywhere')}
        </Button>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => !everywhere.isPending && setConfirming(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('settings.security.sessions.everywhere_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('settings.security.sessions.everywhere_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={everywhere.isPending}>
            {t('settings.security.sessions.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={signOutEverywhere}
            disabled={everywhere.isPending}
          >
            {t('settings.security.sessions.everywhere_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
