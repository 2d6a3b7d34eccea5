import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SpreadRow } from '../spread-row';

/**
 * One match between two teams in a list of played or coming matches (a friendly, a competition's
 * match): when and where on the first line with its badge (the outcome or the status) at the end,
 * the teams and the score below, then a note (the squad, a forfeit) when there is one.
 */
export function MatchHistoryRow({
  meta,
  badge,
  title,
  note,
  testId,
}: {
  meta: ReactNode;
  badge: ReactNode;
  title: ReactNode;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.25 }} data-testid={testId}>
      <SpreadRow>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {meta}
        </Typography>
        {badge}
      </SpreadRow>
      {title}
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      ) : null}
    </ListItem>
  );
}
