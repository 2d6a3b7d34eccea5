import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { useCloseRegistration } from '../api/console-mutations';
import { isEditable } from '../../../lib/competition-editable';
import { CancelCompetitionDialog } from './cancel-competition-dialog';
import { DrawFailureNotice } from './draw-failure-notice';
import { LinkButton } from '../../../components/link-button';

/**
 * The organizer's console: edit, cancel (fees refunded) and, while registering, close registration
 * (the draw), with the failed automatic draw and its next attempt when there is one.
 */
export function OrganizerBar({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const close = useCloseRegistration(competition.id);
  const [confirming, setConfirming] = useState<'close' | 'cancel' | null>(null);
  const editable = isEditable(competition);
  if (!competition.permissions.close_registration && !editable) return null;
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="organizer-bar"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('competitions.organizer.title')}
        </Typography>
        {editable ? (
          <LinkButton
            color="inherit"
            size="small"
            to={`/organizer/competitions/${competition.id}/edit`}
            startIcon={<EditOutlinedIcon />}
            data-testid="edit-competition"
          >
            {t('competitions.edit.open')}
          </LinkButton>
        ) : null}
        {competition.permissions.close_registration ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => setConfirming('close')}
            data-testid="close-registration"
          >
            {t('competitions.organizer.close_registration')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<EventBusyOutlinedIcon />}
            onClick={() => setConfirming('cancel')}
            data-testid="cancel-competition"
          >
            {t('competitions.cancel.open')}
          </Button>
        ) : null}
      </Stack>
      {competition.draw_failure ? <DrawFailureNotice failure={competition.draw_failure} /> : null}
      <MutationConfirmDialog
        open={confirming === 'close'}
        title={t('competitions.organizer.close_title')}
        text={t('competitions.organizer.close_body', { min: competition.min_teams })}
        confirmLabel={t('competitions.organizer.close_confirm')}
        mutation={close}
        variables={undefined}
        done={t('competitions.organizer.drawn')}
        onClose={() => setConfirming(null)}
      />
      {editable ? (
        <CancelCompetitionDialog
          competition={competition}
          open={confirming === 'cancel'}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Alert>
  );
}
