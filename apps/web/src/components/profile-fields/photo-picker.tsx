import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PHOTO_MAX_MEGABYTES, errorMessage as catalogueMessage } from '@oyna/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { currentLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session/session-store';
import { useUploadPhoto } from '../../api/my-photo';
import { photoFileProblem } from './lib/photo-file';
import { serverDetail } from './lib/server-error';
import { PhotoCropDialog } from './photo-crop-dialog';

/**
 * The profile photo of step 1: the current one (or the initial), a button that opens the camera
 * roll, checks of size and type before anything is sent, a square crop, then the upload.
 */
export function PhotoPicker() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const upload = useUploadPhoto();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const hintId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire `change` again.
    event.target.value = '';
    if (!chosen) return;
    setSaved(false);
    upload.reset();
    const found = await photoFileProblem(chosen);
    if (found) {
      setProblem(catalogueMessage(found, currentLanguage()));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const onConfirm = (photo: Blob) => {
    upload.mutate(photo, {
      onSuccess: () => {
        setFile(null);
        setSaved(true);
      },
    });
  };

  const uploadError = upload.isError
    ? (serverDetail(upload.error) ?? t('onboarding.errors.save_failed'))
    : null;
  const photoUrl = user?.photo_url ?? null;

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: '16px',
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        bgcolor: 'action.hover',
      }}
      data-testid="photo-picker"
    >
      <Avatar
        src={photoUrl ?? undefined}
        alt={photoUrl ? t('onboarding.photo.alt') : ''}
        data-testid="photo-preview"
        sx={{
          width: 80,
          height: 80,
          fontSize: 34,
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {user?.first_name.charAt(0).toLocaleUpperCase() || 'U'}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('onboarding.photo.title')}</Typography>
        <Typography
          id={hintId}
          variant="body2"
          color={problem ? 'error.main' : 'text.secondary'}
          role={problem ? 'alert' : undefined}
          data-testid={problem ? 'photo-problem' : undefined}
          sx={{ mt: 0.25 }}
        >
          {problem ?? t('onboarding.photo.hint', { megabytes: PHOTO_MAX_MEGABYTES })}
        </Typography>
        {saved ? (
          <Typography
            variant="body2"
            color="success.main"
            role="status"
            data-testid="photo-saved"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
          >
            <CheckCircleIcon fontSize="small" /> {t('onboarding.photo.saved')}
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
          data-testid="photo-choose"
          sx={{ mt: 1, minHeight: 44 }}
        >
          {photoUrl ? t('onboarding.photo.change') : t('onboarding.photo.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          data-testid="photo-input"
          onChange={(event) => void onFile(event)}
        />
      </Box>
      {file ? (
        <PhotoCropDialog
          file={file}
          busy={upload.isPending}
          error={uploadError}
          onCancel={() => {
            setFile(null);
            upload.reset();
          }}
          onConfirm={onConfirm}
        />
      ) : null}
    </Box>
  );
}
