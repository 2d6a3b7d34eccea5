import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TeamDetail, TeamMatch, TeamSummary } from '@oyna/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateTeamMatch } from '../api/team-match-mutations';
import { initialChallengeForm, toChallengeBody, type ChallengeFormState } from '../lib/challenge-form';
import { ChallengeFields } from './challenge-fields';
import { LinkButton } from '../../../components/link-button';

interface ChallengeDialogProps {
  opponent: TeamDetail;
  myTeams: readonly TeamSummary[];
  onClose: () => void;
}

/** The challenge form in a dialog; after sending, a link to the new match. Mounted when opened. */
export function ChallengeDialog({ opponent, myTeams, onClose }: ChallengeDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const create = useCreateTeamMatch();
  const first = myTeams[0];
  const [form, setForm] = useState<ChallengeFormState>(() =>
    initialChallengeForm(first?.id ?? '', first?.home_venue?.id ?? opponent.home_venue?.id ?? null),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<TeamMatch | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toChallengeBody(form, opponent.id, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.value, {
      onSuccess: (match) => {
        setSent(match);
        toast.success(t('team_matches.challenge.sent', { team: opponent.name }));
      },
    });
  };
  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'challenge-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{t('team_matches.challenge.title', { team: opponent.name })}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <DialogContentText data-testid="challenge-sent">
              {t('team_matches.challenge.sent_text', {
                team: opponent.name,
                moment: formatBakuDateTime(new Date(sent.starts_at), language),
              })}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <LinkButton
              to={`/team-matches/${sent.id}`}
              variant="contained"
              data-testid="challenge-open-match"
            >
              {t('team_matches.challenge.open_match')}
            </LinkButton>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 0.5 }}>
              {create.isError ? (
                <Alert severity="error" role="alert">
                  {errorMessage(create.error, (key) => t(key))}
                </Alert>
              ) : null}
              <ChallengeFields
                form={form}
                myTeams={myTeams}
                errors={errors}
                onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
              />
            </Stack>
          </DialogContent>
          <DialogConfirmActions
            cancelLabel={t('team_matches.actions.back')}
            onCancel={close}
            confirmLabel={t('team_matches.challenge.submit')}
            pending={create.isPending}
            confirmTestId="challenge-submit"
          />
        </form>
      )}
    </Dialog>
  );
}
