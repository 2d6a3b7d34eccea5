import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useClosingConfirmation } from '../hooks/use-closing-confirmation';

/**
 * While `when` holds, leaving the page asks first: in the app with a dialog (stay or leave without
 * saving), and on reload or closing the tab with the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  // Inside the Telegram Mini App, closing it asks too.
  useClosingConfirmation(when);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (when) event.preventDefault();
      },
      [when],
    ),
  );
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-guard-title">
      <DialogTitle id="leave-guard-title">{t('common.leave_guard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common.leave_guard.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('common.leave_guard.stay')}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()} data-testid="leave-guard-leave">
          {t('common.leave_guard.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
