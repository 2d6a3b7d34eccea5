import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from '../../../lib/use-translation';
import { DialogButton } from '../../../components/dialog-button';
import type { ListedSearch } from '../lib/alert-draft';
import { SaveAlertDialog } from './save-alert-dialog';

/** "Tell me about games like these": the games list's way to save its search as an alert. */
export function SaveAlertButton({ search }: { search: ListedSearch }) {
  const { t } = useTranslation();
  return (
    <DialogButton
      variant="outlined"
      startIcon={<NotificationsActiveOutlinedIcon />}
      testId="save-alert"
      label={t('alerts.save.button')}
      dialog={(close) => <SaveAlertDialog open search={search} onClose={close} />}
    />
  );
}
