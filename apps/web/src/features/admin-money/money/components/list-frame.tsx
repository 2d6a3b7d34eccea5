import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '../../../../components/page-pagination';
import { errorMessage } from '../../../../lib/api-error';
import { MONEY_PAGE_SIZE } from '../api/money-desk';

interface ListFrameProps {
  query: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean };
  total: number | undefined;
  count: number;
  page: number;
  onPage: (page: number) => void;
  errorTitle: string;
  emptyText: string;
  testId: string;
  children: ReactNode;
}

/** A paged list of the money desk: loading, failed, empty, or its rows with the pages below. */
export function ListFrame(props: ListFrameProps) {
  const { t } = useTranslation();
  if (props.query.isError) {
    return (
      <Alert severity="error">
        {props.errorTitle} {errorMessage(props.query.error, t)}
      </Alert>
    );
  }
  if (props.query.isPending) {
    return (
      <Stack spacing={1}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (props.count === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {props.emptyText}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        sx={{ p: 0, m: 0, opacity: props.query.isPlaceholderData ? 0.6 : 1 }}
        data-testid={props.testId}
      >
        {props.children}
      </Box>
      <PagePagination
        count={Math.ceil((props.total ?? 0) / MONEY_PAGE_SIZE)}
        page={props.page}
        onChange={props.onPage}
      />
    </Stack>
  );
}
