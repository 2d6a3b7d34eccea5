import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** A compact ranking table (the standings, the scorers) with its caption above, narrow on a phone. */
export function RankingTable({
  caption,
  testId,
  children,
}: {
  caption: string;
  testId: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: { xs: 0.75, sm: 1.5 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {caption}
          </Typography>
        </caption>
        {children}
      </Table>
    </TableContainer>
  );
}

/** A ranking's first column header: `#`, its full name for screen readers and on hover. */
export function PositionHeaderCell() {
  const { t } = useTranslation();
  return (
    <TableCell scope="col" align="right">
      <abbr title={t('competitions.table.position')}>#</abbr>
    </TableCell>
  );
}
