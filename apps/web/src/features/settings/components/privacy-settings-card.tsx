import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_VISIBILITIES, type PrivacySettings, type ProfileVisibility } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings';
import { SectionCard } from '../../../components/section-card';
import { SwitchField } from '../../../components/switch-field';

const isVisibility = (value: string): value is ProfileVisibility =>
  (PROFILE_VISIBILITIES as readonly string[]).includes(value);

/**
 * Who sees my profile, whether the leaderboard shows me and whether players may write to me on
 * WhatsApp from my games (decision 87): each change is saved at once.
 */
export function PrivacySettingsCard() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  const visibilityLabel = useId();
  // While saving, the switch already shows the choice; a failure puts the saved one back.
  const shown = update.isPending ? update.variables : settings.data;

  const save = (changes: Partial<PrivacySettings>) => {
    if (!settings.data || update.isPending) return;
    update.mutate(
      { ...settings.data, ...changes },
      {
        onSuccess: () => toast.success(t('settings.privacy.saved')),
        onError: (error) =>
          toast.error(`${t('settings.privacy.save_failed')}: ${errorMessage(error, (key) => t(key))}`),
      },
    );
  };

  return (
    <SectionCard title={t('settings.privacy.title')} testId="settings-privacy">
      <QueryFallback query={settings} errorTitle={t('settings.privacy.error')} skeletons={[96, 48]} />
      {shown ? (
        <Stack spacing={2.5}>
          <div>
            <Typography id={visibilityLabel} sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('settings.privacy.visibility')}
            </Typography>
            <RadioGroup
              aria-labelledby={visibilityLabel}
              value={shown.profile_visibility}
              onChange={(event) => {
                if (isVisibility(event.target.value)) save({ profile_visibility: event.target.value });
              }}
            >
              {PROFILE_VISIBILITIES.map((visibility) => (
                <FormControlLabel
                  key={visibility}
                  value={visibility}
                  disabled={update.isPending}
                  control={<Radio data-testid={`privacy-${visibility}`} />}
                  sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <>
                      <Typography sx={{ fontWeight: 600 }}>{t(`settings.privacy.${visibility}`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`settings.privacy.${visibility}_hint`)}
                      </Typography>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </div>
          <SwitchField
            settingRow
            disabled={update.isPending}
            label={t('settings.privacy.leaderboard')}
            hint={t('settings.privacy.leaderboard_hint')}
            checked={shown.show_on_leaderboard}
            onChange={(checked) => save({ show_on_leaderboard: checked })}
            inputTestId="privacy-leaderboard"
          />
          <SwitchField
            settingRow
            disabled={update.isPending}
            label={t('settings.privacy.whatsapp')}
            hint={t('settings.privacy.whatsapp_hint')}
            checked={shown.whatsapp_contact}
            onChange={(checked) => save({ whatsapp_contact: checked })}
            inputTestId="privacy-whatsapp"
          />
        </Stack>
      ) : null}
    </SectionCard>
  );
}
