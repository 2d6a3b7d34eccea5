import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useRouteError } from 'react-router';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from '../../lib/lazy-page';

/**
 * What a page shows when it throws while rendering, or when its code cannot be downloaded
 * (typically a new release replaced the old chunk files): "Loading chunk {n} failed" with the
 * reason (missing, timeout, error), and a reload button that tries again.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem' }}>
        {error instanceof ChunkLoadError
          ? t('errors.chunk.title', { n: error.chunk })
          : t('errors.page.title')}
      </Typography>
      {error instanceof ChunkLoadError ? (
        <Typography color="text.secondary" data-testid="chunk-failure" data-reason={error.reason}>
          {t(`errors.chunk.${error.reason}`, { seconds: CHUNK_TIMEOUT_MS / 1000 })}
        </Typography>
      ) : (
        <Typography color="text.secondary">{t('errors.page.text')}</Typography>
      )}
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
        {t('errors.page.reload')}
      </Button>
    </Stack>
  );
}
