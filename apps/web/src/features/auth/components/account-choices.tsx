import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AuthCard } from './auth-card';
import { ProviderSignIn } from './provider-sign-in';

/** What differs between the sign-in and the registration page: the providers' mode and the way to the other page. */
const PAGES = {
  login: {
    mode: 'sign_in',
    other: { text: 'auth.login.no_account', link: 'auth.login.register_link', to: '/register' },
  },
  register: {
    mode: 'register',
    other: { text: 'auth.register.have_account', link: 'auth.register.login_link', to: '/login' },
  },
} as const;

interface AccountChoicesProps {
  /** Its words are `auth.<page>.…` (heading, subtitle, tab title, the line to the other page). */
  page: keyof typeof PAGES;
  /** The email form, with anything that belongs under it, given the page to return to afterwards (`?next=`). */
  children: (next: string | null) => ReactNode;
}

/**
 * The sign-in and registration pages: the card with its heading, Google and Telegram, "or", the
 * email form, and the way to the other page ("No account yet? Register"), keeping `?next=`.
 */
export function AccountChoices({ page, children }: AccountChoicesProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const { mode, other } = PAGES[page];
  return (
    <AuthCard title={t(`auth.${page}.heading`)} subtitle={t(`auth.${page}.subtitle`)}>
      <title>{`${t(`auth.${page}.page_title`)} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        <ProviderSignIn mode={mode} next={next} />
        <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
        {children(next)}
        <Typography sx={{ textAlign: 'center' }} color="text.secondary">
          {t(other.text)}{' '}
          <Link component={RouterLink} to={withNext(other.to, next)} sx={{ fontWeight: 650 }}>
            {t(other.link)}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
