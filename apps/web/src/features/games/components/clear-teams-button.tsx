import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Clear teams", after a confirmation: the saved teams are removed and everyone is unassigned. */
export function ClearTeamsButton(props: { busy: boolean; clearing: boolean; onClear: () => void }) {
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
        data-testid="teams-clear"
      >
        {t('match.manage.clear')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clear-teams-title">
        <DialogTitle id="clear-teams-title">{t('match.manage.clear_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('match.manage.clear_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('match.manage.clear_cancel')}
          </Button>
          <Button
            color="warning"
            onClick={() => {
              setOpen(false);
              props.onClear();
            }}
            data-testid="teams-clear-confirm"
          >
            {t('match.manage.clear_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
