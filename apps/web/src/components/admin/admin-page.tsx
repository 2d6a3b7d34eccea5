import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeading } from '../page-heading';

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
 * The frame of every page of the admin console, in one order: the page heading (with its action),
 * the filters, then the table with its pages.
 */
export function AdminPage({ title, subtitle, action, filters, children }: AdminPageProps) {
  return (
    <Stack spacing={3}>
      <PageHeading title={title} subtitle={subtitle} actions={action} />
      {filters}
      {children}
    </Stack>
  );
}
