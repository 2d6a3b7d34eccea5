import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AppearanceSettingsCard } from '../components/appearance-settings-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { FitnessSettingsCard } from '../components/fitness-settings-card';
import { PasswordSettingsCard } from '../components/password-settings-card';
import { PhoneSettingsCard } from '../components/phone-settings-card';
import { PrivacySettingsCard } from '../components/privacy-settings-card';
import { SessionsSettingsCard } from '../components/sessions-settings-card';
import { LinkButton } from '../../../components/link-button';

/** Sections of other features, composed by the app (src/app/routes/settings-route.tsx). */
export interface SettingsPageSections {
  /** After the language and theme: where and when notifications reach me. */
  notifications?: ReactNode;
  /** Before my data: the way to Oyna's support. */
  help?: ReactNode;
}

/**
 * `/settings`: privacy (profile visibility, the leaderboard), the interface language and the theme,
 * notifications, my calendar feed, the fitness connection (Strava), my phone number confirmed by SMS,
 * the password, the signed-in devices, help and support, downloading my data and deleting my account.
 */
export function SettingsPage({ sections = {} }: { sections?: SettingsPageSections }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <title>{`${t('settings.page_title')} · ${t('common.app_name')}`}</title>
      <Typography variant="h1">{t('settings.page_title')}</Typography>
      <PrivacySettingsCard />
      <AppearanceSettingsCard />
      {sections.notifications}
      <CalendarFeedCard />
      <FitnessSettingsCard />
      <PhoneSettingsCard />
      <PasswordSettingsCard />
      <SessionsSettingsCard />
      {sections.help}
      <DataExportCard />
      <DeleteAccountCard />
      <LinkButton
        to="/profile"
        variant="outlined"
        startIcon={<PersonOutlineIcon />}
        endIcon={<ChevronRightIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('settings.profile_link')}
      </LinkButton>
    </Stack>
  );
}
