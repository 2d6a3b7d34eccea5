import Link from '@mui/material/Link';
import { useTranslation } from '../../lib/use-translation';

/** The id of each layout's `<main>`, which the skip link jumps to. */
export const MAIN_ID = 'main-content';

/** "Skip to content": the first thing a keyboard reaches, shown only when focused. */
export function SkipToContentLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { top: 8 },
      }}
    >
      {t('common.skip_to_content')}
    </Link>
  );
}
