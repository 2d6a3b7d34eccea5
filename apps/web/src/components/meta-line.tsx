import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themeStyles } from '../lib/theme-styles';

// Worked out once per theme: a card shows two or three of these (decision 110).
const Line = styled('div')(
  themeStyles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1,
    color: 'text.secondary',
    typography: 'body2',
    minWidth: 0,
    '& > svg': { fontSize: 18, mt: '1px', flexShrink: 0 },
  }),
);
const Text = styled('span')(themeStyles({ minWidth: 0, overflowWrap: 'anywhere' }));

/** One line of facts (a venue's, a game's): a decorative icon and a text, with an optional hidden label for screen readers. */
export function MetaLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Line>
      {icon}
      <Text>
        {label ? <span className="visually-hidden">{label}: </span> : null}
        {children}
      </Text>
    </Line>
  );
}
