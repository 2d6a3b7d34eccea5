import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Series } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmButton } from '../../../components/mutation-confirm-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelPlannedChange } from '../api/cancel-planned-change';
import { formatSeriesDay, plannedChangeTerms } from '../lib/planned-change';

/**
 * The changes of a weekly game that wait for their date (decision 81): "From 5 January 2027: 9,00 ₼,
 * 21:00", each with its cancel, asked first. Nothing when there are none.
 */
export function PlannedChanges({ series }: { series: Series }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cancel = useCancelPlannedChange(series.id);
  if (series.planned_changes.length === 0) return null;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2 }}>
        {t('games.series.planned.title')}
      </Typography>
      <List disablePadding data-testid="series-planned-changes">
        {series.planned_changes.map((change) => {
          const date = formatSeriesDay(change.from_date, language);
          return (
            <ListItem
              key={change.from_date}
              divider
              data-testid={`series-planned-${change.from_date}`}
              sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
            >
              <ListItemText
                primary={t('games.series.planned.from', {
                  date,
                  terms: plannedChangeTerms(change, t, language),
                })}
                sx={{ flex: '1 1 260px' }}
              />
              <MutationConfirmButton
                button={{ size: 'small', color: 'error' }}
                testId={`series-planned-cancel-${change.from_date}`}
                title={t('games.series.planned.cancel_title')}
                text={t('games.series.planned.cancel_text', { date })}
                confirmLabel={t('games.series.planned.cancel')}
                danger
                mutation={cancel}
                variables={change.from_date}
                done={t('games.series.planned.cancelled')}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
