import Link from '@mui/material/Link';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router';

/** Where messages that were kept instead of sent can be read (development only, decision 50). */
export function DevOutboxLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/dev/outbox" sx={{ fontWeight: 650 }} data-testid="dev-outbox-link">
      {t('dev_outbox.open')}
    </Link>
  );
}
