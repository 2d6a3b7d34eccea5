import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

interface PageHeadingProps {
  /** The page's heading (its one h1), and the browser tab's title unless `tabTitle` says otherwise. */
  title: string;
  tabTitle?: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Buttons beside the heading; on a phone they wrap under it. */
  actions?: ReactNode;
  /** The heading's `data-testid`, for tests that read it. */
  testId?: string;
}

/**
 * The top of a page: the browser tab's title, the heading, an optional line under it and the
 * page's buttons, aligned the same way on every page.
 */
export function PageHeading({ title, tabTitle, subtitle, actions, testId }: PageHeadingProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${tabTitle ?? title} · ${t('common.app_name')}`}</title>
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
          <Typography variant="h1" data-testid={testId}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Box>
    </>
  );
}
