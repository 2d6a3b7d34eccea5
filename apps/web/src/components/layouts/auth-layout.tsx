import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { marketingSiteUrl } from '../../lib/host-context';
import { currentLanguage } from '../../lib/i18n';
import { AnimatedBackground } from '../animated-background';
import { LanguageSwitcher } from '../language-switcher';
import { PageLoader } from '../page-loader';
import { ThemeToggle } from '../theme-toggle';

/**
 * The visitors' frame of /login, /register, /terms and /privacy (docs/product-rules.md#hosts-and-routes): an animated
 * background, a way back to the marketing site and the language switcher.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <AnimatedBackground />
      <Box
        component="header"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 3 },
          py: { xs: 1, sm: 2 },
        }}
      >
        {/* A full page load: the marketing site is a different app and reads `lang` at start. */}
        <Button
          component="a"
          href={marketingSiteUrl(currentLanguage())}
          color="inherit"
          startIcon={<ArrowBackIcon />}
          data-testid="back-to-site"
          sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
        >
          {t('common.back_to_site')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{
          position: 'relative',
          zIndex: 1,
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { xs: 'flex-start', sm: 'center' },
          px: { xs: 1.5, sm: 3 },
          pt: { xs: 1, sm: 0 },
          pb: { xs: 4, sm: 6 },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
