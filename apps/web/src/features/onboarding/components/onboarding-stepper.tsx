import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ONBOARDING_STEPS, type OnboardingStep } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import {
  STEP_KEYS,
  canOpenStep,
  isMandatory,
  progressPercent,
  stepState,
  type Progress,
} from '../lib/step-flow';

interface OnboardingStepperProps {
  active: OnboardingStep;
  progress: Progress;
  onSelect(step: OnboardingStep): void;
}

/** All six steps with their state, each reachable one a click away (from the `md` width). */
export function OnboardingStepper({ active, progress, onSelect }: OnboardingStepperProps) {
  const { t } = useTranslation();
  return (
    <Stepper
      nonLinear
      alternativeLabel
      activeStep={active - 1}
      data-testid="onboarding-stepper"
      sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}
    >
      {ONBOARDING_STEPS.map((step) => {
        const state = stepState(step, progress);
        const caption =
          state === 'skipped'
            ? t('onboarding.skipped')
            : isMandatory(step)
              ? t('onboarding.required')
              : t('onboarding.optional');
        const openable = canOpenStep(step, progress);
        return (
          <Step key={step} completed={state === 'completed'} disabled={!openable}>
            <StepButton
              onClick={() => {
                if (step !== active) onSelect(step);
              }}
              aria-current={step === active ? 'step' : undefined}
              optional={
                <Typography variant="caption" color={state === 'skipped' ? 'warning.main' : 'text.secondary'}>
                  {caption}
                </Typography>
              }
            >
              {t(`onboarding.steps.${STEP_KEYS[step]}.title`)}
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}

/** On a phone: "Step 2 of 6", the step's title and six segments coloured by their state. */
export function CompactProgress({ active, progress }: Omit<OnboardingStepperProps, 'onSelect'>) {
  const { t } = useTranslation();
  const percent = progressPercent(progress);
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2.5 }} data-testid="onboarding-compact-progress">
      <Box
        role="progressbar"
        aria-label={t('onboarding.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('onboarding.step_of', { number: active, total: ONBOARDING_STEPS.length })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 0.75 }}
      >
        {ONBOARDING_STEPS.map((step) => {
          const state = stepState(step, progress);
          return (
            <Box
              key={step}
              sx={{
                height: 6,
                borderRadius: '14px',
                bgcolor: (theme) =>
                  step === active
                    ? theme.palette.primary.main
                    : state === 'completed'
                      ? alpha(theme.palette.primary.main, 0.55)
                      : state === 'skipped'
                        ? alpha(theme.palette.warning.main, 0.45)
                        : theme.palette.divider,
                boxShadow: (theme) =>
                  step === active ? `0 0 0 2px ${alpha(theme.palette.primary.main, 0.25)}` : 'none',
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
