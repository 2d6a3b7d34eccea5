import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation';

/** Shown while a page's code is being downloaded: a spinner and "Yüklənir...". */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', py: 10 }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{t('common.loading')}</Typography>
    </Stack>
  );
}
