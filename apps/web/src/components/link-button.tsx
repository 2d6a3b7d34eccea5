import AddIcon from '@mui/icons-material/Add';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export interface LinkButtonProps extends Omit<ButtonProps<typeof RouterLink>, 'component'> {
  /** The app path the button opens. */
  to: string;
}

/** A button that navigates inside the app: a router link drawn as a MUI button. */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={RouterLink} {...props} />;
}

/** A page's main "create a new one" action: a filled button with a plus that opens the creation form. */
export function CreateLinkButton(props: Omit<LinkButtonProps, 'variant' | 'startIcon'>) {
  return <LinkButton variant="contained" startIcon={<AddIcon />} {...props} />;
}
