import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before a saved formation is deleted. */
export function DeleteFormationDialog(props: {
  open: boolean;
  name: string;
  deleting: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="delete-formation-title">
      <DialogTitle id="delete-formation-title">
        {t('formations.delete_title', { name: props.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('formations.delete_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('formations.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={props.onDelete}
          loading={props.deleting}
          data-testid="formation-delete-confirm"
        >
          {t('formations.delete_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
