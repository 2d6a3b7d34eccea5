import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  PHOTO_MAX_MEGABYTES,
  VENUE_PHOTOS_MAX,
  errorMessage as catalogueMessage,
  type AdminVenue,
} from '@oyna/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { photoFileProblem } from '../../../components/profile-fields/lib/photo-file';
import { serverDetailOr } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAddVenuePhoto, useRemoveVenuePhoto } from '../api/admin-venues';

/**
 * A venue's photos: each can be removed; a new one is checked here as a profile photo is (JPEG or
 * PNG by its content, the size limit), and the server checks it again and crops it to 16:9.
 */
export function VenuePhotosEditor({ venue }: { venue: AdminVenue }) {
  const { t } = useTranslation();
  const add = useAddVenuePhoto(venue.id);
  const remove = useRemoveVenuePhoto(venue.id);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = venue.photos.length >= VENUE_PHOTOS_MAX;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const found = await photoFileProblem(chosen);
    if (found) {
      setProblem(catalogueMessage(found, currentLanguage()));
      return;
    }
    setProblem(null);
    // The new photo in the grid is the confirmation; a toast would cover the buttons below on a phone.
    add.mutate(chosen, {
      onError: (error) => setProblem(serverDetailOr(error, t('admin.venues.photos.failed'))),
    });
  };

  return (
    <Box component="section" data-testid="venue-photos">
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {t('admin.venues.photos.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin.venues.photos.hint', { count: VENUE_PHOTOS_MAX, megabytes: PHOTO_MAX_MEGABYTES })}
      </Typography>
      {venue.photos.length > 0 ? (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            mb: 1.5,
          }}
        >
          {venue.photos.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ position: 'relative' }} data-testid="venue-photo">
              <Box
                component="img"
                src={photo.url}
                alt={t('admin.venues.photos.alt', { name: venue.name, number: index + 1 })}
                sx={{
                  width: '100%',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  borderRadius: '10px',
                  display: 'block',
                }}
              />
              <IconButton
                size="small"
                aria-label={t('admin.venues.photos.remove', { number: index + 1 })}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onError: (error) => toast.error(serverDetailOr(error, t('admin.venues.photos.failed'))),
                  })
                }
                disabled={remove.isPending}
                data-testid="venue-photo-remove"
                sx={{
                  position: 'absolute',
                  top: 6,
                  right: 6,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        onChange={(event) => void onFile(event)}
        data-testid="venue-photo-input"
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        onClick={() => inputRef.current?.click()}
        loading={add.isPending}
        disabled={full}
      >
        {full ? t('admin.venues.photos.full') : t('admin.venues.photos.add')}
      </Button>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
