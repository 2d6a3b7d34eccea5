import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ADMIN_SECTIONS, sectionOfPath } from '../admin-sections';
import { AdminOnly } from './admin-only';

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
          <Tabs
            value={current?.to ?? false}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('admin.nav_label')}
          >
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
                  sx={{ minHeight: 48 }}
                />
              );
            })}
          </Tabs>
        </Box>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Stack>
    </AdminOnly>
  );
}
