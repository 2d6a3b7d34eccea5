import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedSearch } from '../lib/alert-draft';
import { SaveAlertDialog } from './save-alert-dialog';

/** "Tell me about games like these": the games list's way to save its search as an alert. */
export function SaveAlertButton({ search }: { search: ListedSearch }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="save-alert"
      >
        {t('alerts.save.button')}
      </Button>
      {open ? <SaveAlertDialog open={open} search={search} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
