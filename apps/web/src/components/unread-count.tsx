import Badge from '@mui/material/Badge';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * How many unread, as a red count at the end of a row (a conversation, a request, a drawer entry);
 * nothing when there is none. `label` says it in words for screen readers.
 */
export function UnreadCount(props: {
  count: number;
  label: string;
  testId?: string | undefined;
  sx?: SxProps<Theme>;
}) {
  if (props.count <= 0) return null;
  return (
    <Badge
      color="error"
      badgeContent={props.count}
      aria-label={props.label}
      data-testid={props.testId}
      sx={[
        { ml: 2, '& .MuiBadge-badge': { position: 'static', transform: 'none' } },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}
