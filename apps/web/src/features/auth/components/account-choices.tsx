import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProviderSignIn } from './provider-sign-in';

interface AccountChoicesProps {
  mode: 'sign_in' | 'register';
  /** The page to return to afterwards (`?next=`). */
  next: string | null;
  /** The email form, with anything that belongs under it. */
  children: ReactNode;
  /** The line that leads to the other page: "No account yet? Register". */
  other: { text: string; link: string; to: string };
}

/** The body of the sign-in and registration pages: Google and Telegram, "or", the email form, the way to the other page. */
export function AccountChoices({ mode, next, children, other }: AccountChoicesProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <ProviderSignIn mode={mode} next={next} />
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
      {children}
      <Typography sx={{ textAlign: 'center' }} color="text.secondary">
        {other.text}{' '}
        <Link component={RouterLink} to={other.to} sx={{ fontWeight: 650 }}>
          {other.link}
        </Link>
      </Typography>
    </Stack>
  );
}
