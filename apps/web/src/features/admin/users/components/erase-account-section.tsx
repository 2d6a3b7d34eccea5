import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminErasureRequest, type ManagedUser, formatManat } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ReasonField, useReasonDraft } from '../../../../components/admin/reason-field';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDateTime, fullName } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { toastOutcome } from '../../../../lib/toast-outcome';
import { useAccountErasure, useEraseAccount } from '../api/account-erasure';

type When = AdminErasureRequest['when'];

/**
 * "Erase account" on a player's written request (decision 91), beside the data export: where the
 * account stands, what stands in the way, and the two actions (scheduled as the player's own request,
 * or at once), each confirmed with the request as the reason, which the audit log keeps.
 */
export function EraseAccountSection({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const state = useAccountErasure(user.id).data;
  const erase = useEraseAccount(user.id);
  const reason = useReasonDraft();
  const [when, setWhen] = useState<When | null>(null);
  const [givesUp, setGivesUp] = useState(false);
  if (!state) return null;

  const close = () => {
    setWhen(null);
    setGivesUp(false);
    reason.clear();
  };
  const confirm = () => {
    if (!when || !reason.check()) return;
    const done = t(when === 'now' ? 'admin.users.erase_done_now' : 'admin.users.erase_done_scheduled');
    erase.mutate(
      { reason: reason.text.trim(), when, give_up_balance: givesUp },
      toastOutcome((key) => t(key), done, close),
    );
  };
  const blockers = state.blockers.filter((blocker) => !(givesUp && blocker.reason === 'wallet_balance'));
  const holdsMoney = state.balance > 0;

  return (
    <Box component="section" data-testid="admin-user-erase-section">
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('admin.users.erase_title')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('admin.users.erase_hint')}
        </Typography>
        {state.state === 'erased' && state.erased_at ? (
          <Alert severity="info">
            {t('admin.users.erase_state_erased', {
              date: formatDateTime(new Date(state.erased_at), language),
            })}
          </Alert>
        ) : null}
        {state.state === 'scheduled' && state.erase_at ? (
          <Alert severity="info">
            {t('admin.users.erase_state_scheduled', {
              date: formatDateTime(new Date(state.erase_at), language),
            })}
          </Alert>
        ) : null}
        {state.state !== 'erased' && state.blockers.length > 0 ? (
          <Alert severity="warning" data-testid="admin-user-erase-blockers">
            {t('admin.users.erase_blocked')}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {state.blockers.map((blocker) => (
                <li key={blocker.reason}>{blocker.detail}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
        {state.state === 'erased' ? null : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {state.state === 'active' ? (
              <Button variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setWhen('after_grace')}>
                {t('admin.users.erase_schedule_action')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverIcon />}
              onClick={() => setWhen('now')}
              data-testid="admin-user-erase-now"
            >
              {t('admin.users.erase_now_action')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={when !== null}
        title={t('admin.users.erase_confirm_title', { name: fullName(user) })}
        text={t(when === 'now' ? 'admin.users.erase_confirm_now' : 'admin.users.erase_confirm_schedule')}
        confirmLabel={t(
          when === 'now' ? 'admin.users.erase_now_action' : 'admin.users.erase_schedule_action',
        )}
        danger
        busy={erase.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Stack spacing={1} sx={{ mt: 1 }}>
          {blockers.length > 0 ? (
            <Alert severity="warning">
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {blockers.map((blocker) => (
                  <li key={blocker.reason}>{blocker.detail}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {holdsMoney ? (
            <FormControlLabel
              control={<Checkbox checked={givesUp} onChange={(event) => setGivesUp(event.target.checked)} />}
              label={t('admin.users.erase_give_up', { amount: formatManat(state.balance, language) })}
            />
          ) : null}
          <ReasonField {...reason.field} testId="admin-user-erase-reason" />
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
