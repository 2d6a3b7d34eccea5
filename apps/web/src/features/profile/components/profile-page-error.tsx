import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/errors/error-state';

interface ProfilePageErrorProps {
  /** The page's `<title>` element, as it is while the page loads. */
  tabTitle: ReactNode;
  heading: string;
  errorTitle: string;
  /** The profile's query that failed: its error, and a retry. */
  query: { error: unknown; refetch: () => unknown };
}

/** A profile page (mine or another player's) whose profile could not be read: the heading, the error and a retry. */
export function ProfilePageError({ tabTitle, heading, errorTitle, query }: ProfilePageErrorProps) {
  return (
    <Stack spacing={3}>
      {tabTitle}
      <Typography variant="h1">{heading}</Typography>
      <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    </Stack>
  );
}
