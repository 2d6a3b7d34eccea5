import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list with nothing in it: what it would hold, and how to fill it. */
export function TeamsEmptyState({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '16px', textAlign: 'center', borderStyle: 'dashed' }}
    >
      <GroupsOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      {actions ? (
        <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions}
        </Box>
      ) : null}
    </Paper>
  );
}
