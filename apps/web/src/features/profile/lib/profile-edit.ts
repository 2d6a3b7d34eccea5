import {
  SKILL_KEYS,
  fieldMessage,
  profileUpdateSchema,
  skillsUpdateSchema,
  type Language,
  type ProfileUpdate,
  type SkillKey,
  type SkillsUpdate,
  type UserProfile,
} from '@oyna/shared';
import {
  initialForms,
  stepInput,
  type OnboardingForms,
} from '../../../components/profile-fields/lib/step-forms';

/*
 * The profile editor holds the same forms as the onboarding steps (personal, physical, experience,
 * skills, preferences), filled from `GET /users/me`. Saving sends only what changed, validated with
 * the API's own schemas for `PATCH /users/me/profile` and `PATCH /users/me/skills`.
 */

export type EditForms = OnboardingForms;

/** The editor's sections in the order of its tabs; the numbers are the onboarding steps' forms. */
export const EDIT_SECTIONS = [1, 2, 3, 5, 4] as const;
export type EditSection = (typeof EDIT_SECTIONS)[number];

const PROFILE_SECTIONS = [1, 2, 3, 5] as const;

/** The editor's forms filled with the saved profile. */
export function formsFromProfile(profile: UserProfile): EditForms {
  return initialForms(
    {
      step1: profile,
      step2: profile,
      step3: profile,
      step4: profile.skills
        ? {
            skills: profile.skills,
            overall: profile.skill_overall ?? 0,
            level: profile.skill_level ?? 'beginner',
          }
        : null,
      step5: profile,
      step6: profile,
    },
    profile,
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The section whose tab shows a field (`phone`, `skills.speed`), to open it on an error. */
export function sectionOfField(field: string, forms: EditForms): EditSection {
  if (field.startsWith('skills')) return 4;
  const name = field.split('.')[0] ?? field;
  return PROFILE_SECTIONS.find((section) => name in forms[section]) ?? 1;
}

export type ProfileChanges =
  | { ok: true; profile: ProfileUpdate | null; skills: SkillsUpdate | null }
  | { ok: false; errors: Record<string, string> };

/** What the player changed, checked with the API's schemas; nothing to send is `{ ok, null, null }`. */
export function profileChanges(saved: EditForms, edited: EditForms, language: Language): ProfileChanges {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const section of PROFILE_SECTIONS) {
    Object.assign(before, stepInput(section, saved));
    Object.assign(after, stepInput(section, edited));
  }
  const changedProfile = Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !sameValue(value, before[key])),
  );
  const changedSkills = Object.fromEntries(
    SKILL_KEYS.filter((key: SkillKey) => edited[4].skills[key] !== saved[4].skills[key]).map((key) => [
      key,
      edited[4].skills[key],
    ]),
  );

  const errors: Record<string, string> = {};
  const addIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= fieldMessage(
        issue.message === 'fill_required' ? 'required' : issue.message,
        language,
      );
    }
  };

  let profile: ProfileUpdate | null = null;
  if (Object.keys(changedProfile).length > 0) {
    const result = profileUpdateSchema.safeParse(changedProfile);
    if (result.success) profile = result.data;
    else addIssues(result.error.issues);
  }
  let skills: SkillsUpdate | null = null;
  if (Object.keys(changedSkills).length > 0) {
    const result = skillsUpdateSchema.safeParse({ skills: changedSkills });
    if (result.success) skills = result.data;
    else addIssues(result.error.issues);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, profile, skills };
}
