import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { competitionIdParamsSchema, type Competition } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { OrganizerPage } from '../../../components/organizer-page';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCompetition, useUpdateCompetition } from '../../../api/competitions';
import { useCreateCompetition } from '../api/create-competition';
import { CompetitionFormFields, type CompetitionFormLocks } from '../components/competition-form-fields';
import { isEditable } from '../../../lib/competition-editable';
import { checkCompetitionEdit, competitionToForm, editLocks } from '../lib/competition-edit';
import {
  checkCompetitionForm,
  emptyCompetitionForm,
  type CompetitionFormState,
} from '../lib/competition-form';
import { formServerErrors } from '../../../lib/form-errors';

const OPEN: CompetitionFormLocks = { rules: null, fee: null, created: null };

/** The form with its errors and submit button; `save` gets the typed form and reports the outcome. */
function CompetitionForm({
  initial,
  locks,
  submitLabel,
  busy,
  check,
  save,
  notice,
}: {
  initial: CompetitionFormState;
  locks: CompetitionFormLocks;
  submitLabel: string;
  busy: boolean;
  check: (form: CompetitionFormState) => { errors: Record<string, string> | null };
  save: (form: CompetitionFormState, onError: (error: unknown) => void) => void;
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (changes: Partial<CompetitionFormState>) => setForm((current) => ({ ...current, ...changes }));
  const submit = () => {
    setFormError(null);
    const checked = check(form);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    save(form, (error) => {
      const server = formServerErrors(error, t('errors.generic'));
      setErrors(server.fields);
      setFormError(server.message);
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2.5}>
        {notice ? <Alert severity="info">{notice}</Alert> : null}
        <CompetitionFormFields form={form} set={set} errors={errors} locks={locks} />
        {formError ? (
          <Alert severity="error" data-testid="competition-form-error">
            {formError}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 && !formError ? (
          <Alert severity="error" role="alert">
            {t('competitions.create.fix_fields')}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={busy}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="competition-form-submit"
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

function CreateCompetition() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const create = useCreateCompetition();
  return (
    <CompetitionForm
      initial={emptyCompetitionForm(new Date())}
      locks={OPEN}
      submitLabel={t('competitions.create.submit')}
      busy={create.isPending}
      check={(form) => checkCompetitionForm(form, language)}
      save={(form, onError) => {
        const checked = checkCompetitionForm(form, language);
        if (!checked.body) return;
        create.mutate(checked.body, {
          onSuccess: (competition) => {
            toast.success(t('competitions.create.created'));
            void navigate(`/tournaments/${competition.id}`);
          },
          onError,
        });
      }}
    />
  );
}

function EditCompetition({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const update = useUpdateCompetition(competition.id);
  const locks = editLocks(competition);
  const back = () => void navigate(`/tournaments/${competition.id}`);
  if (!isEditable(competition))
    return <Alert severity="warning">{t('competitions.edit.not_editable')}</Alert>;
  return (
    <CompetitionForm
      initial={competitionToForm(competition)}
      locks={{ ...locks, created: 'fixed' }}
      submitLabel={t('competitions.edit.submit')}
      busy={update.isPending}
      notice={
        locks.rules
          ? t('competitions.edit.notice_after_draw')
          : locks.fee
            ? t('competitions.edit.notice_fee_paid')
            : t('competitions.edit.notice_registering')
      }
      check={(form) => checkCompetitionEdit(form, competition, language)}
      save={(form, onError) => {
        const checked = checkCompetitionEdit(form, competition, language);
        if (!checked.body) return;
        if (Object.keys(checked.body).length === 0) {
          back();
          return;
        }
        update.mutate(checked.body, {
          onSuccess: () => {
            toast.success(t('competitions.edit.saved'));
            back();
          },
          onError,
        });
      }}
    />
  );
}

function EditCompetitionById({ id }: { id: string }) {
  const { t } = useTranslation();
  const competition = useCompetition(id);
  return (
    <QueryState query={competition} errorTitle={t('competitions.not_found')} height={480}>
      {(data) => <EditCompetition key={data.id} competition={data} />}
    </QueryState>
  );
}

/**
 * `/organizer/competitions/new`: an organizer creates a cup or a league, open for registration at
 * once. `/organizer/competitions/:id/edit`: the organizer (or an admin) changes what may still change.
 */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const editing = params['id'] !== undefined;
  const parsed = competitionIdParamsSchema.safeParse(params);
  const title = editing ? t('competitions.edit.title') : t('competitions.create.title');
  return (
    <OrganizerPage
      backTo={editing && parsed.success ? `/tournaments/${parsed.data.id}` : '/tournaments'}
      backLabel={editing ? t('competitions.edit.back') : t('competitions.back_to_list')}
      maxWidth={880}
    >
      <title>{`${title} · ${t('common.app_name')}`}</title>
      <Typography variant="h1">{title}</Typography>
      {!editing ? (
        <CreateCompetition />
      ) : parsed.success ? (
        <EditCompetitionById id={parsed.data.id} />
      ) : (
        <ErrorState title={t('competitions.not_found')} error={null} />
      )}
    </OrganizerPage>
  );
}
