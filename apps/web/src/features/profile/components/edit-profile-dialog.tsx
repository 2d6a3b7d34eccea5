import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ageInBaku, type UserProfile } from '@oyna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { serverDetail, serverFieldErrors } from '../../../components/profile-fields/lib/server-error';
import { ExperienceStep } from '../../../components/profile-fields/steps/experience-step';
import { PersonalStep } from '../../../components/profile-fields/steps/personal-step';
import { PhysicalStep } from '../../../components/profile-fields/steps/physical-step';
import { PreferencesStep } from '../../../components/profile-fields/steps/preferences-step';
import { SkillsStep } from '../../../components/profile-fields/steps/skills-step';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { userKeys } from '../../../api/user-keys';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useUpdateMySkills } from '../api/update-my-skills';
import {
  EDIT_SECTIONS,
  formsFromProfile,
  profileChanges,
  sectionOfField,
  type EditForms,
  type EditSection,
} from '../lib/profile-edit';
import { ScrollableTabs } from '../../../components/tabs/scrollable-tabs';

const SECTION_KEYS = {
  1: 'personal',
  2: 'physical',
  3: 'experience',
  5: 'preferences',
  4: 'skills',
} as const satisfies Record<EditSection, string>;

/** A valid ISO date's age in Baku, or null while the field is empty or half typed (for the BMI band). */
function ageOf(birthDate: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? ageInBaku(birthDate) : null;
}

interface EditProfileDialogProps {
  profile: UserProfile;
  /** The tab it opens on. */
  initialSection?: EditSection;
  onClose(): void;
}

/**
 * Edits the profile fields and the skills with the onboarding's own fields, validated with the
 * shared schemas; sends only what changed. On a failure the dialog stays open with every change.
 */
export function EditProfileDialog({ profile, initialSection = 1, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  // What the server holds: changes are measured against it, and it moves forward with each save.
  const [saved, setSaved] = useState<EditForms>(() => formsFromProfile(profile));
  const [forms, setForms] = useState<EditForms>(() => formsFromProfile(profile));
  const [section, setSection] = useState<EditSection>(initialSection);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const updateProfile = useUpdateMyProfile();
  const updateSkills = useUpdateMySkills();
  const busy = updateProfile.isPending || updateSkills.isPending;

  const change =
    <S extends EditSection>(step: S) =>
    (changes: Partial<EditForms[S]>) => {
      setForms((current) => ({ ...current, [step]: { ...current[step], ...changes } }));
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(changes)) {
          for (const field of Object.keys(next))
            if (field === key || field.startsWith(`${key}.`)) delete next[field];
        }
        return next;
      });
    };

  const showErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (first) setSection(sectionOfField(first, forms));
  };

  const close = () => {
    // The photo picker saves at once; the profile shows the new photo.
    void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const changes = profileChanges(saved, forms, currentLanguage());
    if (!changes.ok) {
      showErrors(changes.errors);
      setProblem(t('profile.edit_dialog.check_fields'));
      return;
    }
    if (!changes.profile && !changes.skills) {
      toast.info(t('profile.edit_dialog.nothing_changed'));
      close();
      return;
    }
    try {
      if (changes.profile) {
        await updateProfile.mutateAsync(changes.profile);
        setSaved((current) => ({ ...current, 1: forms[1], 2: forms[2], 3: forms[3], 5: forms[5] }));
      }
      if (changes.skills) {
        await updateSkills.mutateAsync(changes.skills);
        setSaved((current) => ({ ...current, 4: forms[4] }));
      }
      toast.success(t('profile.edit_dialog.saved'));
      close();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      setProblem(serverDetail(error) ?? t('profile.edit_dialog.save_failed'));
    }
  };

  const stepProps = { errors };
  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-profile-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      data-testid="edit-profile-dialog"
    >
      <DialogTitle id="edit-profile-title" sx={{ pr: 7 }}>
        {t('profile.edit_dialog.title')}
        <IconButton
          aria-label={t('profile.edit_dialog.close')}
          onClick={close}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}>
        <ScrollableTabs value={section} onChange={(_, value: EditSection) => setSection(value)}>
          {EDIT_SECTIONS.map((step) => {
            const hasError = Object.keys(errors).some((field) => sectionOfField(field, forms) === step);
            return (
              <Tab
                key={step}
                value={step}
                data-testid={`edit-tab-${SECTION_KEYS[step]}`}
                label={t(`profile.edit_dialog.sections.${SECTION_KEYS[step]}`)}
                sx={hasError ? { color: 'error.main' } : undefined}
              />
            );
          })}
        </ScrollableTabs>
      </Box>
      <DialogContent sx={{ pt: 3 }}>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="edit-profile-problem" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Box sx={{ pt: 1 }}>
          {section === 1 ? <PersonalStep form={forms[1]} onChange={change(1)} {...stepProps} /> : null}
          {section === 2 ? (
            <PhysicalStep
              form={forms[2]}
              onChange={change(2)}
              age={ageOf(forms[1].birth_date)}
              {...stepProps}
            />
          ) : null}
          {section === 3 ? <ExperienceStep form={forms[3]} onChange={change(3)} {...stepProps} /> : null}
          {section === 5 ? <PreferencesStep form={forms[5]} onChange={change(5)} {...stepProps} /> : null}
          {section === 4 ? <SkillsStep form={forms[4]} onChange={change(4)} {...stepProps} /> : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={close} disabled={busy} color="inherit">
          {t('profile.edit_dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy} data-testid="edit-profile-save">
          {t('profile.edit_dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
