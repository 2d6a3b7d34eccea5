import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AuthCard } from '../components/auth-card';
import { PhoneSignInForm } from '../components/phone-sign-in-form';

/** `/phone-sign-in`: a mobile number, then the SMS code (decision 82). */
export function PhoneSignInPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  return (
    <AuthCard title={t('phone.heading')} subtitle={t('phone.subtitle')}>
      <title>{`${t('phone.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        <PhoneSignInForm next={next} />
        <Link
          component={RouterLink}
          to={withNext('/login', next)}
          sx={{ fontWeight: 650, textAlign: 'center' }}
        >
          {t('phone.other_ways')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
