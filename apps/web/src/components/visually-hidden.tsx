import type { HTMLAttributes } from 'react';

/**
 * Read by screen readers, not shown: a button's words beside its short visible role, an outcome's
 * word beside its letter, the announcements. It wears the theme's global `visually-hidden` class.
 */
export function VisuallyHidden({
  inline = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  const Element = inline ? 'span' : 'div';
  return <Element {...props} className={className ? `visually-hidden ${className}` : 'visually-hidden'} />;
}
