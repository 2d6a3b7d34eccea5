import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { JOIN_CODE_LENGTH, fieldMessage, joinCodeSchema } from '@oyna/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useJoinByCode } from '../api/manage-team';

/** "Join by code": the code a captain shared; the player joins that team at once and lands on it. */
export function JoinByCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinByCode();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message ?? 'join_code_invalid', currentLanguage()));
      return;
    }
    setError(null);
    join.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(t('teams.join.joined', { name: result.team.name }));
        onClose();
        void navigate(`/teams/${result.team.id}`);
      },
      onError: (failure) => setError(errorMessage(failure, (key) => t(key))),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('teams.join.code_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('teams.join.code_text', { length: JOIN_CODE_LENGTH })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('teams.join.code_label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{
              htmlInput: {
                autoCapitalize: 'characters',
                autoComplete: 'off',
                'data-testid': 'join-code-input',
              },
            }}
          />
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('teams.confirm.cancel')}
          onCancel={onClose}
          confirmLabel={t('teams.join.code_submit')}
          pending={join.isPending}
          confirmTestId="join-code-submit"
        />
      </form>
    </Dialog>
  );
}
