import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** "Clear sides", after a confirmation: the saved sides are removed and everyone is unassigned. */
export function ClearSidesButton(props: { busy: boolean; clearing: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteSweepOutlinedIcon />}
        onClick={() => setOpen(true)}
        loading={props.clearing}
        disabled={props.busy}
        data-testid="sides-clear"
      >
        {t('sides.manage.clear')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clear-sides-title">
        <DialogTitle id="clear-sides-title">{t('sides.manage.clear_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sides.manage.clear_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('sides.manage.clear_cancel')}
          </Button>
          <Button
            color="warning"
            onClick={() => {
              setOpen(false);
              props.onClear();
            }}
            data-testid="sides-clear-confirm"
          >
            {t('sides.manage.clear_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
