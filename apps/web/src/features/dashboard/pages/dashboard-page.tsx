import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatManat } from '../../../lib/format';
import { LANGUAGE_NATIVE_NAMES, currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { UpcomingGames } from '../components/upcoming-games';

interface Fact {
  id: string;
  label: string;
  value: string;
  icon: ReactNode;
}

/** `/dashboard`: a greeting and the account facts that exist today; statistics come later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const language = currentLanguage();

  const facts: Fact[] = [
    {
      id: 'balance',
      label: t('dashboard.balance'),
      value: formatManat(user.balance, language),
      icon: <AccountBalanceWalletOutlinedIcon />,
    },
    {
      id: 'language',
      label: t('dashboard.language'),
      value: LANGUAGE_NATIVE_NAMES[user.language],
      icon: <TranslateIcon />,
    },
    {
      id: 'role',
      label: t('dashboard.role'),
      value: t(`common.roles.${user.role}`),
      icon: <BadgeOutlinedIcon />,
    },
    {
      id: 'email',
      label: t('dashboard.email'),
      value: user.email ?? t('common.not_given'),
      icon: <MailOutlineIcon />,
    },
  ];

  return (
    <Stack spacing={3}>
      <title>{`${t('dashboard.page_title')} · ${t('common.app_name')}`}</title>
      <Box>
        <Typography variant="h1" data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: user.first_name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.subtitle')}
        </Typography>
      </Box>

      {user.needs_onboarding ? (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button component={RouterLink} to="/onboarding" color="inherit" size="small">
              {t('dashboard.onboarding_cta')}
            </Button>
          }
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('dashboard.onboarding_title')}</AlertTitle>
          {t('dashboard.onboarding_text')}
        </Alert>
      ) : null}

      <Box
        component="dl"
        aria-label={t('dashboard.facts_label')}
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {facts.map((fact) => (
          <Paper
            key={fact.id}
            variant="outlined"
            sx={{ p: 2.5, borderRadius: '16px', display: 'flex', gap: 2, minWidth: 0 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '12px',
                color: 'primary.main',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
              }}
            >
              {fact.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography
                component="dd"
                data-testid={`fact-${fact.id}`}
                sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}
              >
                {fact.value}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>

      <UpcomingGames />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: '16px' }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <StadiumOutlinedIcon color="primary" aria-hidden="true" />
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('dashboard.venues_title')}
            </Typography>
            <Typography color="text.secondary">{t('dashboard.venues_text')}</Typography>
            <Button
              component={RouterLink}
              to="/venues"
              variant="contained"
              data-testid="dashboard-venues-link"
            >
              {t('dashboard.venues_cta')}
            </Button>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3, borderRadius: '16px', borderStyle: 'dashed' }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <EmojiEventsOutlinedIcon color="secondary" aria-hidden="true" />
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('dashboard.coming_title')}
            </Typography>
            <Typography color="text.secondary">{t('dashboard.coming_text')}</Typography>
          </Stack>
        </Paper>
      </Box>
    </Stack>
  );
}
