import { describe, expect, it } from 'vitest';
import { missingForCompletion, nextStep, withStep, withoutStep } from './onboarding-progress.js';

describe('nextStep', () => {
  it('moves to the next step not yet answered', () => {
    expect(nextStep(1, { completed: [1], skipped: [] })).toBe(2);
    expect(nextStep(3, { completed: [1, 2, 3], skipped: [] })).toBe(4);
    expect(nextStep(4, { completed: [1, 2, 3], skipped: [4, 5] })).toBe(6);
  });

  it('goes back to an earlier open step when every later one is answered', () => {
    expect(nextStep(6, { completed: [1, 3, 6], skipped: [4, 5] })).toBe(2);
  });

  it('resumes after a step saved again, skipping what is already done', () => {
    expect(nextStep(1, { completed: [1, 2, 3], skipped: [] })).toBe(4);
  });

  it('stays on the last step once everything is answered', () => {
    expect(nextStep(2, { completed: [1, 2, 3, 4, 5], skipped: [6] })).toBe(6);
  });
});

describe('missingForCompletion', () => {
  it('names each mandatory step not done and step 6 neither done nor skipped', () => {
    expect(missingForCompletion({ completed: [1], skipped: [] })).toEqual({
      step2: 'step_not_finished',
      step3: 'step_not_finished',
      step6: 'consent_or_skip',
    });
  });

  it('is empty after steps 1-3 with step 6 done or skipped; steps 4 and 5 are optional', () => {
    expect(missingForCompletion({ completed: [1, 2, 3], skipped: [6] })).toEqual({});
    expect(missingForCompletion({ completed: [1, 2, 3, 6], skipped: [] })).toEqual({});
  });
});

describe('withStep and withoutStep', () => {
  it('keep the steps ordered and unique', () => {
    expect(withStep([3, 1], 2)).toEqual([1, 2, 3]);
    expect(withStep([1, 2], 2)).toEqual([1, 2]);
    expect(withoutStep([4, 5, 6], 5)).toEqual([4, 6]);
  });
});
