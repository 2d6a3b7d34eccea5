import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { Suspense } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { ADMIN_SECTIONS, sectionOfPath } from '../lib/admin-sections';
import { AdminOnly } from './admin-only';
import { ScrollableTabs } from '../../../../components/tabs/scrollable-tabs';

/** `/admin/*`: for admins only, the sections as tabs above the section's page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOfPath(pathname);
  return (
    <AdminOnly>
      <Stack spacing={3}>
        <Box
          component="nav"
          aria-label={t('admin.nav_label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mx: { xs: -2, sm: 0 } }}
        >
          <ScrollableTabs value={current?.to ?? false} aria-label={t('admin.nav_label')}>
            {ADMIN_SECTIONS.map((section) => {
              const Icon = section.icon;
              return (
                <Tab
                  key={section.key}
                  value={section.to}
                  component={RouterLink}
                  to={section.to}
                  aria-current={current?.key === section.key ? 'page' : undefined}
                  icon={<Icon fontSize="small" />}
                  iconPosition="start"
                  label={t(section.label)}
                  data-testid={`admin-tab-${section.key}`}
                  // Eight sections side by side beside the open drawer at 1280 px: from the desktop
                  // width each icon stands above its name and the padding narrows, so that they fit
                  // without scrolling; a phone scrolls them, icon beside name.
                  sx={{
                    minHeight: { xs: 48, md: 64 },
                    minWidth: 0,
                    px: { md: 1.25 },
                    flexDirection: { md: 'column' },
                    '& .MuiTab-icon': { mr: { md: 0 }, mb: { md: 0.5 } },
                  }}
                />
              );
            })}
          </ScrollableTabs>
        </Box>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Stack>
    </AdminOnly>
  );
}
