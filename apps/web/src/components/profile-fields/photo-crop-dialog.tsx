import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  initialCrop,
  outputSide,
  panBy,
  sourceSquare,
  zoomTo,
  type CropState,
  type Point,
} from './lib/square-crop';
import { SAFE_BOTTOM } from '../../lib/safe-area';

interface PhotoCropDialogProps {
  file: Blob;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(photo: Blob): void;
}

/** The square's side on screen: as wide as a phone allows, 360 px at most. */
function viewportSide(): number {
  return Math.max(200, Math.min(360, window.innerWidth - 48));
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The chosen square of the image as a JPEG (white behind any transparency). */
async function cropToBlob(image: HTMLImageElement, viewport: number, crop: CropState): Promise<Blob> {
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const square = sourceSquare(size, viewport, crop);
  const side = outputSide(square.size);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), 'image/jpeg', 0.9),
  );
}

/**
 * Crops the chosen photo to a square before upload: drag (one finger or the mouse) to move, pinch,
 * the wheel, the slider or +/- to zoom, the arrow keys to move from a keyboard.
 */
export function PhotoCropDialog({ file, busy, error, onCancel, onConfirm }: PhotoCropDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [viewport] = useState(viewportSide);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [crop, setCrop] = useState<CropState>({ offset: { x: 0, y: 0 }, zoom: MIN_ZOOM });
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => {
      setImage(element);
      setCrop(initialCrop({ width: element.naturalWidth, height: element.naturalHeight }, viewport));
    };
    element.onerror = () => setLoadFailed(true);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, viewport]);

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;

  // Paint the image where the crop puts it, with a round guide of how the avatar will look.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !image || !size) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(viewport * ratio);
    canvas.height = Math.round(viewport * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, viewport, viewport);
    const scale = (viewport / Math.min(size.width, size.height)) * crop.zoom;
    context.drawImage(image, crop.offset.x, crop.offset.y, size.width * scale, size.height * scale);
    context.fillStyle = 'rgba(0, 0, 0, 0.4)';
    context.beginPath();
    context.rect(0, 0, viewport, viewport);
    context.arc(viewport / 2, viewport / 2, viewport / 2, 0, Math.PI * 2);
    context.fill('evenodd');
    context.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    context.lineWidth = 1;
    for (const third of [1, 2]) {
      const at = (viewport * third) / 3;
      context.beginPath();
      context.moveTo(at, 0);
      context.lineTo(at, viewport);
      context.moveTo(0, at);
      context.lineTo(viewport, at);
      context.stroke();
    }
    // `size` is derived from `image`; listing it would repaint for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image, crop, viewport]);

  const localPoint = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const zoomBy = useCallback(
    (factor: number, anchor?: Point) => {
      if (!size) return;
      setCrop((current) => zoomTo(size, viewport, current, current.zoom * factor, anchor));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [image, viewport],
  );

  // A wheel turn zooms the photo, not the page (React's wheel listener cannot prevent scrolling).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(Math.exp(-event.deltaY * 0.0015), localPoint(event));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, localPoint(event));
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !size) return;
    const point = localPoint(event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const other = others[0]?.[1];
    if (other) {
      // Pinch: zoom by how far the fingers moved apart, about the point between them.
      const before = distance(previous, other);
      const after = distance(point, other);
      const middle = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
      if (before > 0)
        setCrop((current) => zoomTo(size, viewport, current, current.zoom * (after / before), middle));
    } else {
      setCrop((current) =>
        panBy(size, viewport, current, { x: point.x - previous.x, y: point.y - previous.y }),
      );
    }
    pointers.current.set(event.pointerId, point);
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!size) return;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: 10, y: 0 },
      ArrowRight: { x: -10, y: 0 },
      ArrowUp: { x: 0, y: 10 },
      ArrowDown: { x: 0, y: -10 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCrop((current) => panBy(size, viewport, current, move));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1.1);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomBy(1 / 1.1);
    }
  };

  const confirm = async () => {
    if (!image) return;
    onConfirm(await cropToBlob(image, viewport, crop));
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="photo-crop-dialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 750 }}>
        {t('onboarding.photo.crop_title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ alignSelf: 'stretch' }}>
          {t('onboarding.photo.crop_hint')}
        </Typography>
        <Box
          sx={{
            width: viewport,
            height: viewport,
            borderRadius: '14px',
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {loadFailed ? null : image ? (
            <canvas
              ref={canvasRef}
              tabIndex={0}
              aria-label={t('onboarding.photo.crop_area')}
              data-testid="photo-crop-canvas"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onKeyDown={onKeyDown}
              style={{
                width: viewport,
                height: viewport,
                touchAction: 'none',
                cursor: 'grab',
                display: 'block',
              }}
            />
          ) : (
            <CircularProgress aria-label={t('common.loading')} />
          )}
        </Box>
        {loadFailed ? (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {t('onboarding.photo.load_failed')}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: viewport, maxWidth: '100%' }}>
          <IconButton
            aria-label={t('onboarding.photo.zoom_out')}
            onClick={() => zoomBy(1 / 1.2)}
            disabled={!image}
          >
            <ZoomOutIcon />
          </IconButton>
          <Slider
            aria-label={t('onboarding.photo.zoom')}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={crop.zoom}
            disabled={!image}
            onChange={(_, value) => {
              if (!size || typeof value !== 'number') return;
              setCrop((current) => zoomTo(size, viewport, current, value));
            }}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
          />
          <IconButton
            aria-label={t('onboarding.photo.zoom_in')}
            onClick={() => zoomBy(1.2)}
            disabled={!image}
          >
            <ZoomInIcon />
          </IconButton>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }} data-testid="photo-upload-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: `calc(16px + ${SAFE_BOTTOM})`, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" size="large" sx={{ minHeight: 48 }}>
          {t('onboarding.photo.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => void confirm()}
          disabled={!image || busy}
          data-testid="photo-crop-confirm"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 48 }}
        >
          {busy ? t('onboarding.photo.uploading') : t('onboarding.photo.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
