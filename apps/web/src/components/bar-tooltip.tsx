import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useFirstPageShown } from '../hooks/use-first-page-shown';

/**
 * The tooltip of a bar's button (the theme, the bell, the profile), put on once the first page is
 * on screen. MUI's Tooltip keeps its button's element in state, set from the button's ref as the
 * tooltip mounts; that update is synchronous, so mounted in the app's first commit it drew the
 * tooltips again in that task and made React run every effect of the first page there too, the
 * queries' subscriptions and requests included (decision 107). Until then the button is drawn
 * alone, exactly as with the tooltip closed; a tooltip only ever shows on a hover or a long press.
 */
export function BarTooltip({ children, ...props }: TooltipProps) {
  if (!useFirstPageShown()) return children;
  return <Tooltip {...props}>{children}</Tooltip>;
}
