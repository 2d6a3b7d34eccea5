import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  ONBOARDING_STEPS,
  SKILL_MAX,
  SKILL_MIN,
  ageInBaku,
  parseOnboardingStep,
  type OnboardingStatus,
  type OnboardingStep,
} from '@oyna/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { sessionApi } from '../../../lib/session/session-api';
import { type SessionUser, useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useSaveOnboardingStep } from '../api/save-onboarding-step';
import { useSkipOnboardingStep } from '../api/skip-onboarding-step';
import { serverDetail, serverFieldErrors } from '../../../components/profile-fields/lib/server-error';
import {
  LAST_STEP,
  STEP_KEYS,
  canOpenStep,
  isMandatory,
  isSkippable,
  nextStep,
  previousStep,
  resumeStep,
  stepState,
} from '../lib/step-flow';
import {
  initialForms,
  validateStep,
  type OnboardingForms,
} from '../../../components/profile-fields/lib/step-forms';
import { CompactProgress, OnboardingStepper } from './onboarding-stepper';
import { StepActions } from './step-actions';
import { ExperienceStep } from '../../../components/profile-fields/steps/experience-step';
import { IntegrationsStep } from './steps/integrations-step';
import { PersonalStep } from '../../../components/profile-fields/steps/personal-step';
import { PhysicalStep } from '../../../components/profile-fields/steps/physical-step';
import { PreferencesStep } from '../../../components/profile-fields/steps/preferences-step';
import { SkillsStep } from '../../../components/profile-fields/steps/skills-step';

type Problem =
  | { kind: 'fill_required' | 'check_fields' }
  | { kind: 'save_failed' | 'skip_failed' | 'completion_failed'; detail: string | null };

const STEP_PARAM = 'step';

/** The address's parameters with this step, keeping the others (`?next=`, the page to go on to). */
const withStep = (step: number) => (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  next.set(STEP_PARAM, String(step));
  return next;
};

/** The steps with a field marked * (step 4's ratings all have a value), where the legend explains the mark. */
const STEPS_WITH_REQUIRED_FIELDS: ReadonlySet<OnboardingStep> = new Set<OnboardingStep>([1, 2, 3, 5, 6]);

/** A problem the step's own check found (fields to fill or fix), as opposed to the server's. */
const isCheckProblem = (problem: Problem) =>
  problem.kind === 'fill_required' || problem.kind === 'check_fields';

/** A valid ISO date's age in Baku, or null while the field is empty or half typed. */
function ageOf(birthDate: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? ageInBaku(birthDate) : null;
}

/**
 * The six steps: opens where the server says the player stopped (or at `?step=` when that step
 * may be opened), validates each step with the API's schema before saving it, and completes
 * registration after step 6.
 */
export function OnboardingFlow({
  status,
  user,
  next,
}: {
  status: OnboardingStatus;
  user: SessionUser;
  /** Where to go once the profile is complete (a shared game); the dashboard otherwise. */
  next: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [forms, setForms] = useState<OnboardingForms>(() => initialForms(status.data, user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveOnboardingStep();
  const skip = useSkipOnboardingStep();
  const complete = useCompleteOnboarding();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const problemRef = useRef<HTMLDivElement | null>(null);
  const movedRef = useRef(false);

  const requested = parseOnboardingStep(searchParams.get(STEP_PARAM));
  const active: OnboardingStep = requested && canOpenStep(requested, status) ? requested : resumeStep(status);
  const busy = complete.isPending ? 'complete' : save.isPending ? 'save' : skip.isPending ? 'skip' : null;

  // The address always names the step shown, so the browser's back button walks back through them.
  const shownInAddress = searchParams.get(STEP_PARAM);
  useEffect(() => {
    if (shownInAddress !== String(active)) {
      setSearchParams(withStep(active), { replace: true });
    }
  }, [active, shownInAddress, setSearchParams]);

  // After moving to another step, start at its top with its heading focused (for screen readers).
  useEffect(() => {
    if (!movedRef.current) return;
    movedRef.current = false;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [active]);

  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [problem]);

  const goTo = (step: OnboardingStep) => {
    setErrors({});
    setProblem(null);
    movedRef.current = true;
    setSearchParams(withStep(step));
  };

  const update =
    <S extends OnboardingStep>(step: S) =>
    (changes: Partial<OnboardingForms[S]>) => {
      setForms((current) => ({ ...current, [step]: { ...current[step], ...changes } }));
      // A field's message goes once the player changes that field; the others stay until the next try.
      const changed = Object.keys(changes);
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(
            ([field]) => !changed.some((name) => field === name || field.startsWith(`${name}.`)),
          ),
        ),
      );
    };

  const finish = () => {
    complete.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('onboarding.completed_toast'));
        void navigate(next ?? '/dashboard', { replace: true });
      },
      onError: (error) => setProblem({ kind: 'completion_failed', detail: serverDetail(error) }),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = validateStep(active, forms, currentLanguage());
    if (!result.ok) {
      setErrors(result.errors);
      setProblem({ kind: result.missingRequired ? 'fill_required' : 'check_fields' });
      return;
    }
    setErrors({});
    setProblem(null);
    const step = active;
    save.mutate(
      { step, payload: result.payload },
      {
        onSuccess: async () => {
          if (step === 1) {
            // Names, language and photo now live on the account: show them everywhere.
            try {
              useSessionStore.getState().setUser(await sessionApi.getMe());
            } catch {
              // the next page load fetches it again
            }
          }
          const next = nextStep(step);
          if (next) goTo(next);
          else finish();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setProblem({ kind: 'save_failed', detail: serverDetail(error) });
        },
      },
    );
  };

  const onSkip = () => {
    if (busy) return;
    const step = active;
    skip.mutate(step, {
      onSuccess: () => {
        const next = nextStep(step);
        if (next) goTo(next);
        else finish();
      },
      onError: (error) => setProblem({ kind: 'skip_failed', detail: serverDetail(error) }),
    });
  };

  const back = previousStep(active);
  const key = STEP_KEYS[active];
  const state = stepState(active, status);
  // Once every field the step's check named has been changed, its alert goes too.
  const shownProblem =
    problem && isCheckProblem(problem) && Object.keys(errors).length === 0 ? null : problem;
  const problemTitle = shownProblem ? t(`onboarding.errors.${shownProblem.kind}`) : '';
  const problemDetail =
    shownProblem && 'detail' in shownProblem && shownProblem.detail !== problemTitle
      ? shownProblem.detail
      : null;

  return (
    <Box>
      <OnboardingStepper active={active} progress={status} onSelect={goTo} />
      <Paper
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="onboarding-step-title"
        data-testid={`onboarding-step-${active}`}
        elevation={0}
        sx={(theme) => ({
          position: 'relative',
          p: { xs: 2, sm: 4 },
          borderRadius: '20px',
          border: 1,
          borderColor: 'divider',
          bgcolor: alpha(theme.palette.background.paper, 0.92),
          backdropFilter: 'blur(18px)',
          boxShadow:
            theme.palette.mode === 'dark'
              ? '0 24px 64px rgba(0, 0, 0, 0.4)'
              : '0 24px 64px rgba(15, 31, 23, 0.1)',
        })}
      >
        <CompactProgress active={active} progress={status} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography
            variant="overline"
            color="primary"
            data-testid="onboarding-step-counter"
            sx={{ fontWeight: 800, letterSpacing: '0.08em', lineHeight: 1.6 }}
          >
            {t('onboarding.step_of', { number: active, total: ONBOARDING_STEPS.length })}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={isMandatory(active) ? 'primary' : 'default'}
            label={isMandatory(active) ? t('onboarding.required') : t('onboarding.optional')}
            sx={{ height: 22, fontSize: 12 }}
          />
          {state !== 'open' ? (
            <Chip
              size="small"
              color={state === 'completed' ? 'success' : 'warning'}
              label={state === 'completed' ? t('onboarding.done') : t('onboarding.skipped')}
              sx={{ height: 22, fontSize: 12 }}
            />
          ) : null}
        </Box>
        <Typography
          id="onboarding-step-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h1"
          sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, outline: 'none' }}
        >
          {t(`onboarding.steps.${key}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
          {/* The skills step's text names the range of a self-rating. */}
          {t(`onboarding.steps.${key}.text`, { min: SKILL_MIN, max: SKILL_MAX })}
        </Typography>

        {shownProblem ? (
          <Alert
            ref={problemRef}
            severity="error"
            data-testid="onboarding-problem"
            data-kind={shownProblem.kind}
            sx={{ mb: 3 }}
          >
            <AlertTitle sx={{ fontWeight: 700, mb: problemDetail ? 0.5 : 0 }}>{problemTitle}</AlertTitle>
            {problemDetail}
          </Alert>
        ) : null}

        {active === 1 ? <PersonalStep form={forms[1]} onChange={update(1)} errors={errors} /> : null}
        {active === 2 ? (
          <PhysicalStep
            form={forms[2]}
            onChange={update(2)}
            errors={errors}
            age={ageOf(forms[1].birth_date)}
          />
        ) : null}
        {active === 3 ? <ExperienceStep form={forms[3]} onChange={update(3)} errors={errors} /> : null}
        {active === 4 ? <SkillsStep form={forms[4]} onChange={update(4)} errors={errors} /> : null}
        {active === 5 ? <PreferencesStep form={forms[5]} onChange={update(5)} errors={errors} /> : null}
        {active === 6 ? <IntegrationsStep form={forms[6]} onChange={update(6)} errors={errors} /> : null}

        {STEPS_WITH_REQUIRED_FIELDS.has(active) ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            {t('onboarding.required_mark')}
          </Typography>
        ) : null}

        <StepActions
          canGoBack={back !== null}
          canSkip={isSkippable(active)}
          isLast={active === LAST_STEP}
          busy={busy}
          onBack={() => back && goTo(back)}
          onSkip={onSkip}
        />
      </Paper>
    </Box>
  );
}
