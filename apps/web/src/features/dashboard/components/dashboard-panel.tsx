import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';

interface DashboardPanelProps {
  title: string;
  testId: string;
  /** The way to the whole list, beside the title. */
  more?: { to: string; label: string; testId: string } | undefined;
  /** Shown instead of the list when it has no rows. */
  empty?: ReactNode;
  /** The list's rows (`ListItem`s). */
  children: ReactNode;
}

/** One list of the dashboard (next games, latest results): a titled card with the way to all of them. */
export function DashboardPanel({ title, testId, more, empty, children }: DashboardPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {more ? (
          <LinkButton
            to={more.to}
            endIcon={<ArrowForwardIcon />}
            size="small"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            data-testid={more.testId}
          >
            {more.label}
          </LinkButton>
        ) : null}
      </Stack>
      {empty ?? (
        <List disablePadding sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
          {children}
        </List>
      )}
    </Paper>
  );
}
