import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ReasonField, useReasonDraft } from '../../../../components/admin/reason-field';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { toastOutcome } from '../../../../lib/toast-outcome';
import { useExportUserData } from '../api/export-user-data';

/**
 * "Export data" on a player's written request (decision 90): the same ZIP the player downloads from
 * their settings, after a confirmation naming the request, which the audit log keeps.
 */
export function ExportDataSection({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const exportData = useExportUserData(user.id);
  const reason = useReasonDraft();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    reason.clear();
  };
  const confirm = () => {
    if (!reason.check()) return;
    exportData.mutate(reason.text.trim(), toastOutcome(t, t('admin.users.export_done'), close));
  };
  return (
    <Box component="section" data-testid="admin-user-export-section">
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('admin.users.export_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin.users.export_hint')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => setOpen(true)}
        data-testid="admin-user-export"
      >
        {t('admin.users.export_action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('admin.users.export_confirm_title', { name: `${user.first_name} ${user.last_name}`.trim() })}
        text={t('admin.users.export_confirm_text')}
        confirmLabel={t('admin.users.export_action')}
        busy={exportData.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <ReasonField {...reason.field} testId="admin-user-export-reason" />
      </ConfirmDialog>
    </Box>
  );
}
