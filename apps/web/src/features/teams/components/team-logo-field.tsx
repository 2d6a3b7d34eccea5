import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PhotoCropDialog } from '../../../components/profile-fields/photo-crop-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { TeamBadge } from '../../../components/team-badge';
import { useRemoveTeamLogo, useUploadTeamLogo } from '../api/manage-team';
import { MutationConfirmButton } from '../../../components/mutation-confirm-dialog';

/** The captain picks a JPG or PNG, crops it to a square, and the server checks and re-encodes it. */
export function TeamLogoField({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const upload = useUploadTeamLogo(team.id);
  const remove = useRemoveTeamLogo(team.id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('teams.form.logo')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TeamBadge team={team} size={72} />
        <Button
          variant="outlined"
          startIcon={<UploadOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
          data-testid="team-logo-choose"
        >
          {t('teams.form.logo_upload')}
        </Button>
        {team.logo_url ? (
          <MutationConfirmButton
            button={{ color: 'error', startIcon: <DeleteOutlineIcon /> }}
            testId="team-logo-remove"
            title={t('teams.form.logo_remove_title')}
            text={t('teams.form.logo_remove_body')}
            confirmLabel={t('teams.form.logo_remove')}
            danger
            mutation={remove}
            variables={undefined}
            done={t('teams.form.logo_removed')}
          />
        ) : null}
        <input
          ref={inputRef}
          hidden
          type="file"
          accept="image/jpeg,image/png"
          data-testid="team-logo-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('teams.form.logo_hint')}
        </Typography>
      </Stack>
      {file ? (
        <PhotoCropDialog
          file={file}
          busy={upload.isPending}
          error={upload.isError ? errorMessage(upload.error, (key) => t(key)) : null}
          onCancel={() => {
            setFile(null);
            upload.reset();
          }}
          onConfirm={(logo) =>
            upload.mutate(logo, {
              onSuccess: () => {
                setFile(null);
                toast.success(t('teams.form.logo_saved'));
              },
            })
          }
        />
      ) : null}
    </Paper>
  );
}
