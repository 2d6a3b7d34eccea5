import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  isSkippable,
  nextStep,
  previousStep,
  progressPercent,
  resumeStep,
  stepState,
  type Progress,
} from './step-flow';

const progress = (overrides: Partial<Progress> = {}): Progress => ({
  current_step: 1,
  completed_steps: [],
  skipped_steps: [],
  ...overrides,
});

describe('onboarding step navigation', () => {
  it('lets only steps 4 to 6 be skipped', () => {
    expect([1, 2, 3, 4, 5, 6].map((step) => isSkippable(step as 1))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('resumes where the server says the player stopped', () => {
    expect(resumeStep(progress({ current_step: 4, completed_steps: [1, 2, 3] }))).toBe(4);
    expect(resumeStep(progress())).toBe(1);
  });

  it('goes forward and back one step at a time, and ends after step 6', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(6)).toBeNull();
    expect(previousStep(4)).toBe(3);
    expect(previousStep(1)).toBeNull();
  });

  it('names each step saved, skipped or still open', () => {
    const state = progress({ current_step: 6, completed_steps: [1, 2, 3, 5], skipped_steps: [4] });
    expect(stepState(3, state)).toBe('completed');
    expect(stepState(4, state)).toBe('skipped');
    expect(stepState(6, state)).toBe('open');
  });

  it('counts saved and skipped steps towards the progress', () => {
    expect(progressPercent(progress())).toBe(0);
    expect(progressPercent(progress({ completed_steps: [1, 2, 3], skipped_steps: [4] }))).toBe(67);
    expect(progressPercent(progress({ completed_steps: [1, 2, 3, 4, 5, 6] }))).toBe(100);
  });

  it('opens answered steps and the first open one from the stepper, nothing beyond', () => {
    const state = progress({ current_step: 3, completed_steps: [1, 2] });
    expect(canOpenStep(1, state)).toBe(true);
    expect(canOpenStep(3, state)).toBe(true);
    expect(canOpenStep(4, state)).toBe(false);
    expect(canOpenStep(6, state)).toBe(false);
  });

  it('does not let the stepper pass a mandatory step left open', () => {
    // Step 2 was never saved, though later ones were: the way on is through step 2.
    const state = progress({ current_step: 2, completed_steps: [1, 3], skipped_steps: [4] });
    expect(canOpenStep(2, state)).toBe(true);
    expect(canOpenStep(3, state)).toBe(true);
    expect(canOpenStep(5, state)).toBe(false);
  });
});
