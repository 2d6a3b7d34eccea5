// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scrollSelectedTabIntoView } from './selected-tab-in-view';

/** A tab bar `width` wide whose tabs (each `[left, width]` from the bar's start) scroll by `scrollLeft`. */
function tabBar(options: { width: number; tabs: [number, number][]; selected: number; scrollLeft?: number }) {
  const root = document.createElement('div');
  const scroller = document.createElement('div');
  scroller.className = 'MuiTabs-scroller';
  root.append(scroller);
  const contentWidth = Math.max(...options.tabs.map(([left, width]) => left + width));
  Object.defineProperty(scroller, 'clientWidth', { value: options.width });
  Object.defineProperty(scroller, 'scrollWidth', { value: contentWidth });
  scroller.scrollLeft = options.scrollLeft ?? 0;
  scroller.getBoundingClientRect = () => new DOMRect(0, 0, options.width, 48);
  options.tabs.forEach(([left, width], index) => {
    const tab = document.createElement('button');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(index === options.selected));
    // Where the tab is on screen: its place in the bar less what the bar has scrolled.
    tab.getBoundingClientRect = () => new DOMRect(left - scroller.scrollLeft, 0, width, 48);
    scroller.append(tab);
  });
  return { root, scroller };
}

const FIVE_TABS: [number, number][] = [
  [0, 90],
  [90, 100],
  [190, 110],
  [300, 120],
  [420, 100],
];

describe('a scrollable tab bar keeps its selected tab in view', () => {
  it('centres a selected tab that is off screen to the right (the bracket’s "Final" on a phone)', () => {
    const { root, scroller } = tabBar({ width: 300, tabs: FIVE_TABS, selected: 3 });
    scrollSelectedTabIntoView(root);
    // 300 - (300 - 120) / 2 = 210.
    expect(scroller.scrollLeft).toBe(210);
  });

  it('scrolls no further than the end of the bar for the last tab', () => {
    const { root, scroller } = tabBar({ width: 300, tabs: FIVE_TABS, selected: 4 });
    scrollSelectedTabIntoView(root);
    expect(scroller.scrollLeft).toBe(220);
  });

  it('brings back a selected tab scrolled off to the left', () => {
    const { root, scroller } = tabBar({ width: 300, tabs: FIVE_TABS, selected: 0, scrollLeft: 200 });
    scrollSelectedTabIntoView(root);
    expect(scroller.scrollLeft).toBe(0);
  });

  it('leaves the bar alone when the selected tab is already in view, or none is selected', () => {
    const inView = tabBar({ width: 300, tabs: FIVE_TABS, selected: 1, scrollLeft: 40 });
    scrollSelectedTabIntoView(inView.root);
    expect(inView.scroller.scrollLeft).toBe(40);
    const none = tabBar({ width: 300, tabs: FIVE_TABS, selected: -1, scrollLeft: 40 });
    scrollSelectedTabIntoView(none.root);
    expect(none.scroller.scrollLeft).toBe(40);
  });
});
