import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GameAlert } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmButton } from '../../../components/mutation-confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteAlert, useUpdateAlert } from '../api/alerts';
import { weekdayKey } from '../lib/alert-draft';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The search in words: each chosen field, "·" between. */
function useSearchWords(alert: GameAlert): string {
  const { t } = useTranslation();
  const language = currentLanguage();
  const parts: string[] = [];
  if (alert.districts.length > 0) parts.push(alert.districts.map((d) => t(`districts.${d}`)).join(', '));
  if (alert.venue_name) parts.push(alert.venue_name);
  if (alert.weekdays.length > 0)
    parts.push(alert.weekdays.map((day) => t(`alerts.weekdays.${weekdayKey(day)}`)).join(', '));
  if (alert.time_from || alert.time_to)
    parts.push(
      alert.time_from && alert.time_to
        ? `${alert.time_from}–${alert.time_to}`
        : alert.time_from
          ? t('alerts.card.from', { time: alert.time_from })
          : t('alerts.card.until', { time: alert.time_to }),
    );
  if (alert.format) parts.push(t(`games.formats.${alert.format}`));
  if (alert.max_price !== null)
    parts.push(t('alerts.card.max_price', { price: formatManat(alert.max_price, language) }));
  return parts.join(' · ');
}

/** One saved search: what it looks for, on or paused, how it is delivered, and delete. */
export function AlertCard({ alert }: { alert: GameAlert }) {
  const { t } = useTranslation();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const words = useSearchWords(alert);
  const active = alert.status === 'active';
  const failed = (error: unknown) => toast.error(errorMessage(error, t));
  const change = (change: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: alert.id, change }, { onError: failed });

  return (
    <Card variant="outlined" data-testid="alert-card">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {words}
            </Typography>
            <Chip
              size="small"
              color={active ? 'success' : 'default'}
              label={active ? t('alerts.card.active') : t(`alerts.paused.${alert.paused_reason ?? 'player'}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('alerts.card.games_told', { count: alert.games_told })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  disabled={update.isPending}
                  onChange={(event) => change({ status: event.target.checked ? 'active' : 'paused' })}
                />
              }
              label={t('alerts.card.on')}
            />
            <TextField
              select
              size="small"
              label={t('alerts.fields.delivery')}
              value={alert.delivery}
              onChange={(event) =>
                change({ delivery: event.target.value === 'digest' ? 'digest' : 'instant' })
              }
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="instant">{t('alerts.delivery.instant_short')}</MenuItem>
              <MenuItem value="digest">{t('alerts.delivery.digest_short')}</MenuItem>
            </TextField>
            {alert.delivery === 'digest' ? (
              <TextField
                select
                size="small"
                label={t('alerts.fields.digest_hour')}
                value={alert.digest_hour}
                onChange={(event) => change({ digest_hour: Number(event.target.value) })}
                sx={{ minWidth: 120 }}
              >
                {HOURS.map((hour) => (
                  <MenuItem key={hour} value={hour}>
                    {clock(hour)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <MutationConfirmButton
              button={{
                color: 'error',
                startIcon: <DeleteOutlineIcon />,
                sx: { alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { sm: 'auto' } },
              }}
              title={t('alerts.card.delete_title')}
              text={t('alerts.card.delete_text')}
              confirmLabel={t('alerts.card.delete')}
              danger
              mutation={remove}
              variables={alert.id}
              done={t('alerts.card.deleted')}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
