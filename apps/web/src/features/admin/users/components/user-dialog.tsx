import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { USER_ROLES, type ManagedUser, type UserRole } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ErrorState } from '../../../../components/errors/error-state';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { avatarLetter } from '../../../../components/layouts/nav-items';
import { useManagedUser } from '../api/managed-user';
import { ChangeSection, useReasonedPatch } from './change-section';
import { EraseAccountSection } from './erase-account-section';
import { ExportDataSection } from './export-data-section';
import { draftOf, profileCorrections, type CorrectionDraft } from '../lib/profile-corrections';
import { TwoColumnGrid } from '../../../../components/two-column-grid';

function RoleSection({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const change = useReasonedPatch(user.id);
  const [role, setRole] = useState<UserRole>(user.role);
  const submit = () =>
    change.send(role === user.role ? null : { role }, () =>
      toast.success(t('admin.users.role_saved', { role: t(`admin.roles.${role}`) })),
    );
  return (
    <ChangeSection
      part="role"
      change={change}
      onSubmit={submit}
      save={{ label: t('admin.users.role_save'), disabled: role === user.role }}
    >
      <TextField
        select
        label={t('admin.users.role_label')}
        value={role}
        onChange={(event) => setRole(event.target.value as UserRole)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'admin-user-role-select' } }}
      >
        {USER_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`admin.roles.${option}`)}
          </option>
        ))}
      </TextField>
    </ChangeSection>
  );
}

function StatusSection({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const change = useReasonedPatch(user.id);
  const blocked = user.status === 'blocked';
  const submit = () =>
    change.send({ status: blocked ? 'active' : 'blocked' }, () =>
      toast.success(t(blocked ? 'admin.users.unblocked' : 'admin.users.blocked')),
    );
  return (
    <ChangeSection
      part="status"
      change={change}
      onSubmit={submit}
      save={{
        label: t(blocked ? 'admin.users.unblock' : 'admin.users.block'),
        testId: blocked ? 'admin-user-unblock' : 'admin-user-block',
        color: blocked ? 'primary' : 'error',
      }}
    >
      {blocked ? (
        <Alert severity="warning">
          {t('admin.users.blocked_since', {
            date: user.blocked_at ? formatDateTime(new Date(user.blocked_at), language) : '',
          })}
          {user.block_reason ? (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t('admin.users.block_reason', { reason: user.block_reason })}
            </Typography>
          ) : null}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.users.block_hint')}
        </Typography>
      )}
    </ChangeSection>
  );
}

const CORRECTION_FIELDS = ['first_name', 'last_name', 'middle_name', 'email', 'phone', 'birth_date'] as const;

function ProfileSection({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const change = useReasonedPatch(user.id);
  const [draft, setDraft] = useState<CorrectionDraft>(() => draftOf(user));
  const changes = profileCorrections(user, draft);
  const nothingChanged = Object.keys(changes).length === 0;
  const fieldErrors = serverFieldErrors(change.patch.error);
  const submit = () =>
    change.send(nothingChanged ? null : changes, (saved) => {
      setDraft(draftOf(saved));
      toast.success(t('admin.users.profile_saved'));
    });
  return (
    <ChangeSection
      part="profile"
      change={change}
      onSubmit={submit}
      save={{ label: t('admin.users.profile_save'), disabled: nothingChanged }}
    >
      <TwoColumnGrid gap={1.5}>
        {CORRECTION_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`admin.users.fields.${field}`)}
            type={field === 'birth_date' ? 'date' : field === 'email' ? 'email' : 'text'}
            value={draft[field]}
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
            error={fieldErrors[field] !== undefined}
            helperText={fieldErrors[field]}
            slotProps={{
              inputLabel: field === 'birth_date' ? { shrink: true } : undefined,
              htmlInput: { 'data-testid': `admin-user-field-${field}` },
            }}
          />
        ))}
      </TwoColumnGrid>
    </ChangeSection>
  );
}

/** One account: who they are, and the role, block and profile corrections, each with its reason, and its data export. */
export function UserDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useManagedUser(userId);
  const data = user.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="admin-user-dialog-title"
      data-testid="admin-user-dialog"
    >
      <DialogTitle id="admin-user-dialog-title">
        {data ? `${data.first_name} ${data.last_name}`.trim() : t('admin.users.dialog_title')}
      </DialogTitle>
      <DialogContent dividers>
        {user.isError ? (
          <ErrorState
            title={t('admin.users.load_failed')}
            error={user.error}
            onRetry={() => void user.refetch()}
          />
        ) : !data ? (
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : (
          <Stack spacing={3} divider={<Divider />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={data.photo_url ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                {avatarLetter(data.first_name)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 0.5 }}>
                  <Chip
                    size="small"
                    label={t(`admin.roles.${data.role}`)}
                    data-testid="admin-user-dialog-role"
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={data.status === 'blocked' ? 'error' : 'success'}
                    label={t(`admin.users.statuses.${data.status}`)}
                    data-testid="admin-user-dialog-status"
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('admin.users.joined', { date: formatDateTime(new Date(data.created_at), language) })}
                </Typography>
              </Box>
            </Stack>
            {/* Keyed by the saved state, so each form starts again from the account as it now is. */}
            <RoleSection key={`role-${data.role}`} user={data} />
            <StatusSection key={`status-${data.status}`} user={data} />
            <ProfileSection user={data} />
            <ExportDataSection user={data} />
            <EraseAccountSection user={data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} data-testid="admin-user-dialog-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
