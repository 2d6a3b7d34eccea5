import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import SnackbarContent from '@mui/material/SnackbarContent';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import {
  TOAST_PLACEMENTS,
  TOAST_TRANSITION_MS,
  useToastStore,
  visibleToasts,
  type Toast,
  type ToastPlacement,
} from '../lib/toast';

const PLACEMENTS: readonly ToastPlacement[] = ['auth', 'app'];

/** The toasts of the whole app: sign-in flows bottom-left, the app shell bottom-centre. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <>
      {PLACEMENTS.map((placement) => (
        <ToastStack key={placement} placement={placement} toasts={visibleToasts(toasts, placement)} />
      ))}
    </>
  );
}

function ToastStack({ placement, toasts }: { placement: ToastPlacement; toasts: Toast[] }) {
  const config = TOAST_PLACEMENTS[placement];
  if (toasts.length === 0) return null;
  const centred = config.horizontal === 'center';
  return (
    <Box
      data-testid={`toasts-${placement}`}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Above the phone's bottom bar, when there is one.
        bottom: {
          xs: 'calc(16px + var(--oyna-bottom-nav, 0px))',
          sm: 'calc(24px + var(--oyna-bottom-nav, 0px))',
        },
        left: { xs: 16, sm: centred ? '50%' : 24 },
        right: { xs: 16, sm: 'auto' },
        transform: { sm: centred ? 'translateX(-50%)' : 'none' },
        width: { sm: 400 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} autoHideMs={config.autoHideMs} />
      ))}
    </Box>
  );
}

function ToastItem({ toast, autoHideMs }: { toast: Toast; autoHideMs: number }) {
  const { t } = useTranslation();
  const remove = useToastStore((state) => state.remove);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = useState(true);
  // Hover or keyboard focus holds the toast, so that it can be read to the end.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!open || held) return;
    const timer = window.setTimeout(() => setOpen(false), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [open, held, autoHideMs]);

  const Transition = reducedMotion ? Fade : Grow;
  const close = () => setOpen(false);
  const role = toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status';

  return (
    <Transition in={open} appear timeout={TOAST_TRANSITION_MS} onExited={() => remove(toast.id)}>
      <Box
        data-testid="toast"
        data-variant={toast.variant}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        sx={{ pointerEvents: 'auto', transformOrigin: 'bottom center' }}
      >
        {toast.variant === 'default' ? (
          <SnackbarContent
            role={role}
            message={toast.message}
            action={
              <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          />
        ) : (
          <Alert
            role={role}
            variant="filled"
            severity={toast.variant}
            onClose={close}
            slotProps={{ closeButton: { 'aria-label': t('common.close'), title: t('common.close') } }}
            sx={{ boxShadow: 6, alignItems: 'center' }}
          >
            {toast.message}
          </Alert>
        )}
      </Box>
    </Transition>
  );
}
