import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

/**
 * A notice about the player's own account (hidden from the board, profile not finished): a bold
 * title, its text, and a link to the page where it is dealt with.
 */
export function LinkNotice(props: {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  /** Instead of the info icon. */
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={props.icon}
      data-testid={props.testId}
      action={
        <LinkButton to={props.to} color="inherit" size="small">
          {props.linkLabel}
        </LinkButton>
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{props.title}</AlertTitle>
      {props.text}
    </Alert>
  );
}
