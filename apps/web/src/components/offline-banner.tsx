import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/**
 * The offline state: when the connection drops, a bar across the top says so. The app shell
 * itself comes from the service worker's cache, so pages still open.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden="true" />
      <Typography variant="body2" sx={{ fontWeight: 650 }}>
        {t('common.offline')}
      </Typography>
    </Box>
  );
}
