import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page';
import { CardGrid } from '../../../../components/card-grid';
import { ADMIN_SECTIONS } from '../lib/admin-sections';

/** `/admin`: what the console holds, one card per section. */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <CardGrid list>
        {ADMIN_SECTIONS.map((section) => {
          const Icon = section.icon;
          return (
            <Card component="li" variant="outlined" key={section.key} sx={{ borderRadius: '14px' }}>
              <CardActionArea
                component={RouterLink}
                to={section.to}
                sx={{ p: 2.5, height: '100%' }}
                data-testid={`admin-section-${section.key}`}
              >
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Icon color="primary" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                      {t(section.label)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(section.description)}
                    </Typography>
                  </Box>
                </Stack>
              </CardActionArea>
            </Card>
          );
        })}
      </CardGrid>
    </AdminPage>
  );
}
