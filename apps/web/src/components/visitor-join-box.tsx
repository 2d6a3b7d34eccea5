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
  const ways = [
    { way: 'sign-in', to: '/login', label: labels.signIn, testId: testIds.signIn, icon: <LoginIcon /> },
    { way: 'register', to: '/register', label: labels.register, testId: testIds.register, icon: undefined },
  ] as const;
  // The main way first; registering as the main way stands out larger when the buttons are stacked.
  const buttons = (primary === 'register' ? [ways[1], ways[0]] : ways).map((entry) => (
    <Button
      key={entry.way}
      component={RouterLink}
      to={withNext(entry.to, back)}
      variant={entry.way === primary ? 'contained' : 'outlined'}
      size={entry.way === 'register' && primary === 'register' && !row ? 'large' : 'medium'}
      startIcon={entry.icon}
      data-testid={entry.testId}
    >
      {entry.label}
    </Button>
  ));
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
        {buttons}
      </Stack>
    </Stack>
  );
}
