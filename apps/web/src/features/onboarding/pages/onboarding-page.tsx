import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AnimatedBackground } from '../../../components/animated-background';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useSessionStore } from '../../../lib/session/session-store';

/** The six onboarding steps of spec section 4; the first three are mandatory. */
export const ONBOARDING_STEPS = [
  'personal',
  'physical',
  'experience',
  'skills',
  'preferences',
  'integrations',
] as const;
export const MANDATORY_STEPS = 3;

/**
 * `/onboarding` (outside the main layout): welcomes a new player and lists the six steps that a
 * later release turns into forms; until then, the way on is the dashboard.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);

  return (
    <Box sx={{ minHeight: '100dvh', position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <title>{`${t('onboarding.page_title')} · ${t('common.app_name')}`}</title>
      <AnimatedBackground />
      <Box
        component="header"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 3 },
          py: { xs: 1, sm: 2 },
        }}
      >
        <Logo size={30} />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em' }}>
          {t('common.app_name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{ position: 'relative', zIndex: 1, flex: 1, px: { xs: 1.5, sm: 3 }, pb: 6 }}
      >
        <Paper
          elevation={0}
          sx={{
            maxWidth: 720,
            mx: 'auto',
            mt: { xs: 1, sm: 4 },
            p: { xs: 2.5, sm: 5 },
            borderRadius: '24px',
            border: 1,
            borderColor: 'divider',
            bgcolor: (theme) => alpha(theme.palette.background.paper, 0.9),
            backdropFilter: 'blur(18px)',
          }}
        >
          <Typography
            variant="h1"
            data-testid="onboarding-heading"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
          >
            {t('onboarding.heading', { name: user?.first_name ?? '' })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.0625rem' }}>
            {t('onboarding.intro')}
          </Typography>

          <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 4, mb: 2 }}>
            {t('onboarding.steps_label')}
          </Typography>
          <Stack
            component="ol"
            spacing={1.5}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            data-testid="onboarding-steps"
          >
            {ONBOARDING_STEPS.map((step, index) => {
              const mandatory = index < MANDATORY_STEPS;
              return (
                <Box
                  component="li"
                  key={step}
                  sx={{
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    p: 2,
                    borderRadius: '14px',
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      flexShrink: 0,
                      display: 'grid',
                      placeItems: 'center',
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      fontWeight: 800,
                      color: mandatory ? 'primary.contrastText' : 'primary.main',
                      bgcolor: (theme) =>
                        mandatory ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.12),
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                    >
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        <span className="visually-hidden">
                          {t('onboarding.step', { number: index + 1 })}:{' '}
                        </span>
                        {t(`onboarding.steps.${step}.title`)}
                      </Typography>
                      <Chip
                        size="small"
                        variant={mandatory ? 'filled' : 'outlined'}
                        color={mandatory ? 'primary' : 'default'}
                        label={mandatory ? t('onboarding.required') : t('onboarding.optional')}
                        sx={{ height: 22, fontSize: 12 }}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t(`onboarding.steps.${step}.text`)}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Stack>

          <Button
            component={RouterLink}
            to="/dashboard"
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            data-testid="onboarding-continue"
            sx={{ mt: 4, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('onboarding.continue')}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
