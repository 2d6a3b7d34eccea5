import Tabs, { type TabsProps } from '@mui/material/Tabs';
import { useRef } from 'react';
import { useSelectedTabInView } from './selected-tab-in-view';

/**
 * Every tab bar that may be wider than the screen: MUI's scrollable `Tabs` (scroll buttons where
 * the bar overflows, on phones too) that keeps its selected tab in view (`useSelectedTabInView`).
 */
export function ScrollableTabs(props: Omit<TabsProps, 'variant'>) {
  const ref = useRef<HTMLDivElement>(null);
  useSelectedTabInView(ref, props.value);
  return <Tabs scrollButtons="auto" allowScrollButtonsMobile {...props} variant="scrollable" ref={ref} />;
}
