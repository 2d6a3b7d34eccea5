import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';
import { fetchHealth } from '../api/health';
import { useOnline } from '../hooks/use-online';
import {
  isServerReachable,
  probeDelayMs,
  recordServerReply,
  subscribeToServerReachability,
} from '../lib/server-reachability';

function useServerReachable(): boolean {
  return useSyncExternalStore(subscribeToServerReachability, isServerReachable, () => true);
}

/**
 * While the server is away, asks the health check now and then; when it answers, the pages on
 * screen fetch their data again.
 */
function useReconnect(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const probe = async () => {
      try {
        const response = await fetchHealth();
        recordServerReply(response.status);
        if (response.ok) return void queryClient.refetchQueries({ type: 'active' });
      } catch {
        recordServerReply(null);
      }
      attempt += 1;
      timer = setTimeout(() => void probe(), probeDelayMs(attempt));
    };
    timer = setTimeout(() => void probe(), probeDelayMs(0));
    return () => clearTimeout(timer);
  }, [active, queryClient]);
}

/**
 * The connection state across the top: offline (the browser has no network; the app shell comes
 * from the service worker's cache, so pages still open), or reconnecting (the network is there,
 * the server is not; it is asked again until it answers and the page updates by itself).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const reachable = useServerReachable();
  const reconnecting = online && !reachable;
  useReconnect(reconnecting);
  if (online && reachable) return null;
  return (
    <Box
      role="status"
      data-testid={online ? 'reconnecting-banner' : 'offline-banner'}
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
      {online ? (
        <CircularProgress size={16} color="inherit" aria-hidden="true" />
      ) : (
        <CloudOffIcon fontSize="small" aria-hidden="true" />
      )}
      <Typography variant="body2" sx={{ fontWeight: 650 }}>
        {t(online ? 'common.reconnecting' : 'common.offline')}
      </Typography>
    </Box>
  );
}
