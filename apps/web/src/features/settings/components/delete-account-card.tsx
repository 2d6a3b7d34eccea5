import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { useMyAccountDeletion } from '../api/account-deletion';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account" (decision 91): what the grace period means, and the dialog that asks. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const graceDays = useMyAccountDeletion().data?.grace_days ?? ACCOUNT_DELETION_GRACE_DAYS;
  return (
    <SectionCard title={t('settings.delete_account.title')} testId="delete-account-card">
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('settings.delete_account.intro', { count: graceDays })}</Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="delete-account-open"
        >
          {t('settings.delete_account.open')}
        </Button>
      </Stack>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}
