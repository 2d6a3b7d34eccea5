import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BAKU_DISTRICTS,
  VENUE_AMENITIES,
  VENUE_PITCHES,
  VENUE_SURFACES,
  VENUE_TYPES,
  type AdminVenue,
} from '@oyna/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { serverDetailOr, serverFieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdminVenue, useAdminVenues, useSaveVenue } from '../api/admin-venues';
import { ReasonField } from '../../../components/admin/reason-field';
import { BakuMap } from '../components/baku-map';
import { OpeningHoursEditor } from '../components/opening-hours-editor';
import {
  checkVenueDraft,
  draftOfVenue,
  emptyVenueDraft,
  updateChangesSomething,
  type VenueDraft,
} from '../lib/venue-form';
import { VenuePhotosEditor } from '../components/venue-photos-editor';
import { ActivateVenueDialog, DeactivateVenueDialog } from '../components/venue-status-dialogs';
import { LinkButton } from '../../../components/link-button';
import { TwoColumnGrid } from '../../../components/two-column-grid';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const nativeSelect = (testId: string) => ({
  select: { native: true },
  inputLabel: { shrink: true },
  htmlInput: { 'data-testid': testId },
});

function VenueForm({ saved }: { saved?: AdminVenue }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const save = useSaveVenue(saved?.id ?? null);
  const references = useAdminVenues({ page: 1, page_size: 100 });
  const [draft, setDraft] = useState<VenueDraft>(() => (saved ? draftOfVenue(saved) : emptyVenueDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<'deactivate' | 'activate' | null>(null);
  const set = <K extends keyof VenueDraft>(key: K, value: VenueDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const shownErrors = { ...errors, ...serverFieldErrors(save.error) };

  const typedLat = Number(draft.latitude.replace(',', '.'));
  const typedLng = Number(draft.longitude.replace(',', '.'));
  const typedPoint =
    draft.latitude.trim() !== '' &&
    draft.longitude.trim() !== '' &&
    Number.isFinite(typedLat) &&
    Number.isFinite(typedLng)
      ? { latitude: typedLat, longitude: typedLng }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVenueDraft(draft, language, saved);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (saved && !updateChangesSomething(checked.update)) {
      toast.info(t('admin.venues.nothing_changed'));
      return;
    }
    save.mutate(saved ? checked.update : checked.create, {
      onSuccess: (venue) => {
        toast.success(t(saved ? 'admin.venues.saved' : 'admin.venues.created'));
        if (!saved) void navigate(`/admin/venues/${venue.id}`, { replace: true });
        else set('reason', '');
      },
    });
  };

  const field = (
    key: 'name' | 'address' | 'latitude' | 'longitude' | 'pitch_count' | 'phone',
    extra: { type?: string; inputMode?: 'decimal' | 'numeric' | 'tel'; required?: boolean } = {},
  ) => (
    <TextField
      label={t(`admin.venues.fields.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      required={extra.required ?? true}
      error={shownErrors[key] !== undefined}
      helperText={shownErrors[key]}
      type={extra.type ?? 'text'}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, 'data-testid': `venue-field-${key}` } }}
      fullWidth
    />
  );

  /** A required native select of one of `values`, "choose" first while none is picked. */
  const choice = <K extends 'district' | 'type' | 'surface'>(
    key: K,
    values: readonly Exclude<VenueDraft[K], ''>[],
    label: (value: Exclude<VenueDraft[K], ''>) => string,
  ) => (
    <TextField
      select
      required
      label={t(`admin.venues.fields.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value as VenueDraft[K])}
      error={shownErrors[key] !== undefined}
      helperText={shownErrors[key]}
      slotProps={nativeSelect(`venue-field-${key}`)}
    >
      <option value="">{t('admin.venues.choose')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate data-testid="venue-form">
      <FormSection title={t('admin.venues.sections.about')}>
        <TwoColumnGrid>
          {field('name')}
          {choice('district', BAKU_DISTRICTS, (district) => t(`districts.${district}`))}
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('address')}</Box>
          {choice('type', VENUE_TYPES, (type) => t(`venue_types.${type}`))}
          {choice('surface', VENUE_SURFACES, (surface) => t(`surfaces.${surface}`))}
          <TextField
            label={t('admin.venues.fields.pitch_count')}
            value={draft.pitch_count}
            onChange={(event) => set('pitch_count', event.target.value)}
            required
            type="number"
            error={shownErrors['pitch_count'] !== undefined}
            helperText={
              shownErrors['pitch_count'] ??
              t('admin.venues.pitches_hint', { min: VENUE_PITCHES.min, max: VENUE_PITCHES.max })
            }
            slotProps={{
              htmlInput: {
                min: VENUE_PITCHES.min,
                max: VENUE_PITCHES.max,
                'data-testid': 'venue-field-pitch_count',
              },
            }}
          />
          {field('phone', { type: 'tel', inputMode: 'tel', required: false })}
        </TwoColumnGrid>
      </FormSection>

      <FormSection title={t('admin.venues.sections.place')}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            {field('latitude', { inputMode: 'decimal' })}
            {field('longitude', { inputMode: 'decimal' })}
          </Box>
          <BakuMap
            value={typedPoint}
            references={(references.data?.items ?? [])
              .filter((venue) => venue.id !== saved?.id)
              .map((venue) => ({ latitude: venue.latitude, longitude: venue.longitude }))}
            onPick={(picked) =>
              setDraft((current) => ({
                ...current,
                latitude: String(picked.latitude),
                longitude: String(picked.longitude),
              }))
            }
          />
        </Stack>
      </FormSection>

      <FormSection title={t('admin.venues.fields.amenities')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
          role="group"
          aria-label={t('admin.venues.fields.amenities')}
        >
          {VENUE_AMENITIES.map((amenity) => (
            <FormControlLabel
              key={amenity}
              label={t(`amenities.${amenity}`)}
              control={
                <Checkbox
                  checked={draft.amenities.includes(amenity)}
                  onChange={(event) =>
                    set(
                      'amenities',
                      event.target.checked
                        ? VENUE_AMENITIES.filter((item) => item === amenity || draft.amenities.includes(item))
                        : draft.amenities.filter((item) => item !== amenity),
                    )
                  }
                />
              }
            />
          ))}
        </Box>
      </FormSection>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
        <OpeningHoursEditor
          known={draft.hours_known}
          hours={draft.hours}
          onKnownChange={(known) => set('hours_known', known)}
          onDayChange={(day, change) =>
            setDraft((current) => ({
              ...current,
              hours: { ...current.hours, [day]: { ...current.hours[day], ...change } },
            }))
          }
          error={shownErrors['opening_hours']}
        />
      </Paper>

      {saved ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
          <VenuePhotosEditor venue={saved} />
        </Paper>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.venues.photos.after_create')}
        </Typography>
      )}

      <ReasonField
        value={draft.reason}
        onChange={(reason) => set('reason', reason)}
        showError={shownErrors['reason'] !== undefined}
        required={false}
        label={t('admin.venues.reason_optional')}
        testId="venue-field-reason"
      />
      {save.error ? (
        <Alert severity="error" role="alert">
          {serverDetailOr(save.error, t('admin.venues.save_failed'))}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" loading={save.isPending} data-testid="venue-save">
          {t(saved ? 'admin.venues.save' : 'admin.venues.create')}
        </Button>
        {saved ? (
          saved.is_active ? (
            <Button color="error" onClick={() => setDialog('deactivate')} data-testid="venue-deactivate">
              {t('admin.venues.deactivate.action')}
            </Button>
          ) : (
            <Button onClick={() => setDialog('activate')} data-testid="venue-activate">
              {t('admin.venues.activate.action')}
            </Button>
          )
        ) : null}
      </Stack>
      {saved && dialog === 'deactivate' ? (
        <DeactivateVenueDialog venue={saved} onClose={() => setDialog(null)} />
      ) : null}
      {saved && dialog === 'activate' ? (
        <ActivateVenueDialog venue={saved} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}

/** `/admin/venues/new` and `/admin/venues/:id`: every field of a venue, its photos and its state. */
export function AdminVenueFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params['id'] ? Number(params['id']) : null;
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const venue = useAdminVenue(validId ? id : null);
  const title =
    id === null ? t('admin.venues.new_title') : (venue.data?.name ?? t('admin.venues.edit_title'));

  return (
    <Stack spacing={3}>
      <title>{`${title} · ${t('common.app_name')}`}</title>
      <Box>
        <LinkButton to="/admin/venues" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {t('admin.venues.back')}
        </LinkButton>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {venue.data ? (
            <Chip
              size="small"
              variant="outlined"
              color={venue.data.is_active ? 'success' : 'default'}
              label={t(venue.data.is_active ? 'admin.venues.active' : 'admin.venues.inactive')}
              data-testid="venue-form-status"
            />
          ) : null}
        </Stack>
      </Box>
      {id === null ? (
        <VenueForm />
      ) : !validId ? (
        <Alert severity="error">{t('admin.venues.not_found')}</Alert>
      ) : venue.isError ? (
        <ErrorState
          title={t('admin.venues.load_failed')}
          error={venue.error}
          onRetry={() => void venue.refetch()}
        />
      ) : venue.data ? (
        // Keyed by the venue's state, so the form starts again from what was saved.
        <VenueForm key={`${venue.data.id}-${venue.data.is_active}`} saved={venue.data} />
      ) : (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
    </Stack>
  );
}
