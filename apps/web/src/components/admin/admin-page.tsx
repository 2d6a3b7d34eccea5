import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdminPageProps {
  /** The page's heading, also its document title. */
  title: string;
  subtitle: string;
  /** The page's one action beside the heading (add a venue, run the reconciliation). */
  action?: ReactNode;
  /** The list's search and filters: a `FilterBar`. */
  filters?: ReactNode;
  /** The table (an `AdminList` with its pages) and whatever follows it. */
  children: ReactNode;
}

/**
 * The frame of every page of the admin console, in one order: the heading (with its action),
 * the filters, then the table with its pages.
 */
export function AdminPage({ title, subtitle, action, filters, children }: AdminPageProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <title>{`${title} · ${t('common.app_name')}`}</title>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {action}
      </Box>
      {filters}
      {children}
    </Stack>
  );
}
