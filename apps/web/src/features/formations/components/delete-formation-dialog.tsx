import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';

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
      <DialogConfirmActions
        cancelLabel={t('formations.cancel')}
        onCancel={props.onClose}
        confirmLabel={t('formations.delete_confirm')}
        onConfirm={props.onDelete}
        pending={props.deleting}
        color="error"
        confirmTestId="formation-delete-confirm"
      />
    </Dialog>
  );
}
