import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { TIEBREAK_ORDERS } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { EditLock } from '../lib/competition-edit';
import { moveCriterion, type TiebreakForm } from '../lib/tiebreak-order';
import { FormSelectField } from './form-select-field';
import { TiebreakOrderList } from './tiebreak-order-list';
import { optionsOf } from '../../../lib/options';

/** The tie-break order: FIFA 2026, FIFA 2018, or the organizer's own list of criteria. */
export function TiebreakField({
  value,
  onChange,
  error,
  lock,
}: {
  value: TiebreakForm;
  onChange: (value: TiebreakForm) => void;
  error?: string | undefined;
  lock?: EditLock | null | undefined;
}) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const locked = Boolean(lock);
  const custom = value.order === 'custom';
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
      <FormSelectField
        name="tiebreak"
        label={t('competitions.create.tiebreak')}
        value={value.order}
        options={optionsOf(TIEBREAK_ORDERS, (order) => t(`competitions.create.tiebreak_${order}`))}
        onChange={(order) => onChange({ ...value, order })}
        lock={lock}
        error={custom ? undefined : error}
      />
      {custom ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="tiebreak-custom">
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('competitions.create.tiebreak_custom_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('competitions.create.tiebreak_custom_hint')}
          </Typography>
          <TiebreakOrderList
            criteria={value.criteria}
            disabled={locked}
            onMove={(index, step) => {
              const criteria = moveCriterion(value.criteria, index, step);
              const moved = value.criteria[index];
              onChange({ ...value, criteria });
              if (moved)
                setAnnouncement(
                  t('competitions.create.tiebreak_moved', {
                    criterion: t(`competitions.criteria.${moved}`),
                    place: index + step + 1,
                  }),
                );
            }}
            onRemove={(index) =>
              onChange({ ...value, criteria: value.criteria.filter((_, at) => at !== index) })
            }
            onAdd={(criterion) => onChange({ ...value, criteria: [...value.criteria, criterion] })}
          />
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
          <FormControlLabel
            sx={{ mt: 1 }}
            disabled={locked}
            control={
              <Switch
                checked={value.reapplyHeadToHead}
                onChange={(event) => onChange({ ...value, reapplyHeadToHead: event.target.checked })}
              />
            }
            label={t('competitions.create.tiebreak_reapply')}
          />
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </Box>
      ) : null}
    </Box>
  );
}
