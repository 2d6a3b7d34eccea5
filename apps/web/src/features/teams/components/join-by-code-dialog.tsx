import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { JOIN_CODE_LENGTH, joinCodeSchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-error';
import { parseFormValue } from '../../../lib/parse-form-value';
import { toast } from '../../../lib/toast';
import { useJoinByCode } from '../api/manage-team';

/** "Join by code": the code a captain shared; the player joins that team at once and lands on it. */
export function JoinByCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormValue(joinCodeSchema, code, 'join_code_invalid');
    if (!parsed.success) {
      setError(parsed.message);
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
    <FormDialog
      open={open}
      title={t('teams.join.code_title')}
      onClose={onClose}
      onSubmit={submit}
      pending={join.isPending}
      cancelLabel={t('teams.confirm.cancel')}
      confirmLabel={t('teams.join.code_submit')}
      confirmTestId="join-code-submit"
    >
      <DialogContentText>{t('teams.join.code_text', { length: JOIN_CODE_LENGTH })}</DialogContentText>
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
    </FormDialog>
  );
}
