import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { withNext } from '../lib/safe-redirect';

interface VisitorJoinBoxProps {
  /** The page sign-in and registration come back to (with its query, e.g. an invite link's token). */
  back: string;
  title: string;
  text: string;
  labels: { signIn: string; register: string };
  /** The main way in: registering (a shared game: most visitors are new) or signing in (a team). */
  primary: 'register' | 'sign-in';
  /** Buttons side by side from the small breakpoint (a wide page) instead of one under the other. */
  row?: boolean;
  testIds: { signIn: string; register?: string };
}

/**
 * The way in for a visitor on a public page (a shared game, a team): sign in or create an account,
 * and come back to this page to act.
 */
export function VisitorJoinBox({
  back,
  title,
  text,
  labels,
  primary,
  row = false,
  testIds,
}: VisitorJoinBoxProps) {
  const signIn = (
    <Button
      key="sign-in"
      component={RouterLink}
      to={withNext('/login', back)}
      variant={primary === 'sign-in' ? 'contained' : 'outlined'}
      startIcon={<LoginIcon />}
      data-testid={testIds.signIn}
    >
      {labels.signIn}
    </Button>
  );
  const register = (
    <Button
      key="register"
      component={RouterLink}
      to={withNext('/register', back)}
      variant={primary === 'register' ? 'contained' : 'outlined'}
      size={primary === 'register' && !row ? 'large' : 'medium'}
      data-testid={testIds.register}
    >
      {labels.register}
    </Button>
  );
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 750 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Stack>
      <Stack direction={row ? { xs: 'column', sm: 'row' } : 'column'} spacing={1}>
        {primary === 'register' ? [register, signIn] : [signIn, register]}
      </Stack>
    </Stack>
  );
}
