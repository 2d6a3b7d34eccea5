import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GameOutcome } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { FORM_LETTER_KEYS, formGuide } from '../lib/team-form';

const COLORS = { win: 'success', draw: 'warning', loss: 'error' } as const satisfies Record<
  GameOutcome,
  string
>;

/** A match's outcome for a team as a small coloured chip: its letter and its word. */
export function OutcomeChip({ outcome }: { outcome: GameOutcome }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[outcome]}
      label={`${t(FORM_LETTER_KEYS[outcome])} · ${t(`team_matches.form.${outcome}`)}`}
    />
  );
}

/** The last results as lettered squares (W/D/L in the interface language), the latest on the right. */
export function FormChips({ form }: { form: readonly GameOutcome[] }) {
  const { t } = useTranslation();
  const guide = formGuide(form);
  return (
    <Box
      component="ol"
      aria-label={t('team_matches.stats.form_label')}
      data-testid="team-form"
      sx={{ display: 'flex', gap: 0.75, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}
    >
      {guide.map((outcome, index) => (
        <Box
          component="li"
          key={index}
          title={t(`team_matches.form.${outcome}`)}
          data-outcome={outcome}
          sx={{
            width: 32,
            height: 32,
            borderRadius: '8px',
            display: 'grid',
            placeItems: 'center',
            position: 'relative',
            bgcolor: `${COLORS[outcome]}.main`,
            color: `${COLORS[outcome]}.contrastText`,
          }}
        >
          <Typography component="span" aria-hidden="true" sx={{ fontWeight: 800, fontSize: '0.9rem' }}>
            {t(FORM_LETTER_KEYS[outcome])}
          </Typography>
          <VisuallyHidden inline>{t(`team_matches.form.${outcome}`)}</VisuallyHidden>
        </Box>
      ))}
    </Box>
  );
}
