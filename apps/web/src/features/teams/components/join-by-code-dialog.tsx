import TextField from '@mui/material/TextField';
import { JOIN_CODE_LENGTH, joinCodeSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useCheckedText } from '../../../hooks/use-checked-text';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useJoinByCode } from '../api/manage-team';
import { JoinTeamDialog } from './join-team-dialog';

/** "Join by code": the code a captain shared; the player joins that team at once and lands on it. */
export function JoinByCodeDialog({
  initialCode,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  initialCode?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinByCode();
  const code = useCheckedText(joinCodeSchema, 'join_code_invalid', initialCode);

  const submit = code.submit((value) =>
    join.mutate(value, {
      onSuccess: (result) => {
        toast.success(t('teams.join.joined', { name: result.team.name }));
        dialog.onClose();
        void navigate(`/teams/${result.team.id}`);
      },
      onError: (failure) => code.setError(errorMessage(failure, (key) => t(key))),
    }),
  );

  return (
    <JoinTeamDialog
      way="code"
      {...dialog}
      onSubmit={submit}
      pending={join.isPending}
      text={t('teams.join.code_text', { length: JOIN_CODE_LENGTH })}
    >
      <TextField
        autoFocus
        fullWidth
        label={t('teams.join.code_label')}
        {...code.field}
        helperText={code.error ?? ' '}
        slotProps={{
          htmlInput: {
            autoCapitalize: 'characters',
            autoComplete: 'off',
            'data-testid': 'join-code-input',
          },
        }}
      />
    </JoinTeamDialog>
  );
}
