import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SeriesRegularEntry, SeriesRegulars } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { fullName } from '../../../lib/format';
import { toastOutcome } from '../../../lib/toast-outcome';
import {
  useApproveRegular,
  useRemoveRegular,
  useSeriesRegulars,
  useUpdateRegularSettings,
} from '../api/series-regulars';
import { SpreadRow } from '../../../components/spread-row';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * One number of the settings with its label above the field, not inside it: the longer labels
 * (the skip deadline, the misses allowed; longest in Azerbaijani and Russian) wrap instead of being cut.
 */
function NumberSetting({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack spacing={0.75} sx={{ justifyContent: 'space-between', minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <TextField
        id={id}
        name={name}
        value={value}
        size="small"
        onChange={(event) => onChange(digits(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
    </Stack>
  );
}

/** The cap, the regular places and the rest, edited together and saved at once. */
function RegularSettings({ seriesId, regulars }: { seriesId: string; regulars: SeriesRegulars }) {
  const { t } = useTranslation();
  const update = useUpdateRegularSettings(seriesId);
  const [places, setPlaces] = useState(String(regulars.regular_places));
  const [cap, setCap] = useState(String(regulars.regulars_cap));
  const [deadline, setDeadline] = useState(String(regulars.skip_deadline_hours));
  const [misses, setMisses] = useState(String(regulars.misses_allowed));
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <NumberSetting
          name="regular_places"
          label={t('series.organizer.places')}
          value={places}
          onChange={setPlaces}
        />
        <NumberSetting name="regulars_cap" label={t('series.organizer.cap')} value={cap} onChange={setCap} />
        <NumberSetting
          name="skip_deadline_hours"
          label={t('series.organizer.deadline')}
          value={deadline}
          onChange={setDeadline}
        />
        <NumberSetting
          name="misses_allowed"
          label={t('series.organizer.misses')}
          value={misses}
          onChange={setMisses}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={regulars.regulars_auto_accept}
            onChange={(event) =>
              update.mutate(
                { regulars_auto_accept: event.target.checked },
                toastOutcome(t, t('series.organizer.saved')),
              )
            }
          />
        }
        label={t('series.organizer.auto_accept')}
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            {
              regular_places: Number(places || 0),
              regulars_cap: Number(cap || 0),
              skip_deadline_hours: Number(deadline || 0),
              misses_allowed: Number(misses || 0),
            },
            toastOutcome(t, t('series.organizer.saved')),
          )
        }
        data-testid="regular-settings-save"
      >
        {t('series.organizer.save')}
      </Button>
    </Stack>
  );
}

function EntryRow({ seriesId, entry }: { seriesId: string; entry: SeriesRegularEntry }) {
  const { t } = useTranslation();
  const approve = useApproveRegular(seriesId);
  const remove = useRemoveRegular(seriesId);
  const pending = entry.status === 'pending';
  if (entry.status === 'removed')
    return (
      <SpreadRow sx={{ py: 1 }}>
        <Stack>
          <Typography>{fullName(entry.player)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(
              entry.removal === 'misses'
                ? 'series.organizer.removal_misses'
                : 'series.organizer.removal_organizer',
            )}
          </Typography>
        </Stack>
        <Button
          size="small"
          variant="outlined"
          loading={approve.isPending}
          onClick={() => approve.mutate(entry.player.id, toastOutcome(t, t('series.organizer.taken_back')))}
        >
          {t('series.organizer.take_back')}
        </Button>
      </SpreadRow>
    );
  return (
    <SpreadRow sx={{ py: 1 }}>
      <Stack>
        <Typography>{fullName(entry.player)}</Typography>
        {entry.misses > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('series.organizer.missed', { missed: entry.misses })}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1}>
        {pending ? (
          <Button
            size="small"
            variant="contained"
            loading={approve.isPending}
            onClick={() => approve.mutate(entry.player.id, toastOutcome(t, t('series.organizer.approved')))}
          >
            {t('series.organizer.approve')}
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          variant="outlined"
          loading={remove.isPending}
          onClick={() => remove.mutate(entry.player.id, toastOutcome(t, t('series.organizer.removed')))}
        >
          {t(pending ? 'series.organizer.refuse' : 'series.organizer.remove')}
        </Button>
      </Stack>
    </SpreadRow>
  );
}

/** The requests, the regulars or the removed: a heading, then one row each, or a line saying there are none. */
function EntryList({
  seriesId,
  title,
  empty,
  entries,
}: {
  seriesId: string;
  title: string;
  /** Said when there is none; without it an empty list is not shown at all. */
  empty?: string;
  entries: SeriesRegularEntry[];
}) {
  if (entries.length === 0 && !empty) return null;
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1rem' }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {entries.map((entry) => (
            <EntryRow key={entry.player.id} seriesId={seriesId} entry={entry} />
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * The organizer's regulars of a series: the settings, the regulars (remove), the requests (accept,
 * refuse) and the players removed or refused, whom the organizer may take back.
 */
export function OrganizerRegulars({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation();
  const regulars = useSeriesRegulars(seriesId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="organizer-regulars">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('series.organizer.title')}
      </Typography>
      <QueryState query={regulars} errorTitle={t('series.not_found')} height={200}>
        {(data) => (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('series.organizer.summary', {
                active: data.active.length,
                cap: data.regulars_cap,
                places: data.regular_places,
                capacity: data.capacity,
              })}
            </Typography>
            <RegularSettings
              key={`${data.regular_places}-${data.regulars_cap}-${data.skip_deadline_hours}-${data.misses_allowed}`}
              seriesId={seriesId}
              regulars={data}
            />
            <EntryList
              seriesId={seriesId}
              title={t('series.organizer.pending')}
              empty={t('series.organizer.no_requests')}
              entries={data.pending}
            />
            <EntryList
              seriesId={seriesId}
              title={t('series.organizer.active')}
              empty={t('series.organizer.none')}
              entries={data.active}
            />
            <EntryList
              seriesId={seriesId}
              title={t('series.organizer.removed_list')}
              entries={data.removed}
            />
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
