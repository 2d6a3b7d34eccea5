import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation';

/** Opens the venue in the maps app or Google Maps, in a new tab. */
export function MapsLinkButton({ url, variant = 'text' }: { url: string; variant?: ButtonProps['variant'] }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      startIcon={<MapIcon />}
      endIcon={<OpenInNewIcon sx={{ fontSize: '1rem !important' }} />}
    >
      {t('venues.card.open_in_maps')}
      <span className="visually-hidden"> ({t('common.opens_in_new_tab')})</span>
    </Button>
  );
}
