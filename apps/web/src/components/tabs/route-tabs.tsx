import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScrollableTabs } from './scrollable-tabs';

/**
 * A page's tabs that each have their own address (`base` for the `home` tab, `base/<tab>` for the
 * others, so a tab can be shared and reloaded), above the shown tab's content as a region named by it.
 */
export function RouteTabs<T extends string>({
  tabs,
  current,
  home,
  base,
  label,
  tabLabel,
  testIdPrefix,
  children,
}: {
  tabs: readonly T[];
  current: T;
  /** The tab at the page's own address. */
  home: T;
  base: string;
  /** The tab bar's name for screen readers. */
  label: string;
  tabLabel: (tab: T) => string;
  /** A tab's test id is the prefix and the tab (`team-tab-members`). */
  testIdPrefix: string;
  /** The shown tab's content. */
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <ScrollableTabs value={current} aria-label={label}>
          {tabs.map((item) => (
            <Tab
              key={item}
              value={item}
              label={tabLabel(item)}
              component={RouterLink}
              to={item === home ? base : `${base}/${item}`}
              data-testid={`${testIdPrefix}${item}`}
            />
          ))}
        </ScrollableTabs>
      </Box>
      <Box role="region" aria-label={tabLabel(current)}>
        {children}
      </Box>
    </>
  );
}
