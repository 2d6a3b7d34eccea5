import { type RefObject, useLayoutEffect } from 'react';

/**
 * Scrolls a scrollable tab bar (MUI `Tabs`, `variant="scrollable"`) so that its selected tab is
 * wholly in view, centred when it was not (the neighbours show that the bar scrolls). Does nothing
 * when the tab is in view already, or when there is no selected tab.
 */
export function scrollSelectedTabIntoView(root: HTMLElement | null): void {
  const scroller = root?.querySelector<HTMLElement>('.MuiTabs-scroller');
  const selected = scroller?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!scroller || !selected) return;
  const box = scroller.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  const start = tab.left - box.left + scroller.scrollLeft;
  const end = start + tab.width;
  const visibleStart = scroller.scrollLeft;
  const visibleEnd = visibleStart + scroller.clientWidth;
  // Half a pixel of rounding is not "off screen".
  if (start >= visibleStart - 0.5 && end <= visibleEnd + 0.5) return;
  const centred = start - (scroller.clientWidth - tab.width) / 2;
  const max = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
  scroller.scrollLeft = Math.min(max, Math.max(0, centred));
}

/**
 * Keeps the selected tab of the scrollable tab bar under `ref` in view: when the bar is drawn,
 * when the selection changes, after the web fonts arrive, and whenever the bar or its tabs change
 * size (a translation, a rotated phone, the drawer). MUI's own scrolling measures the tabs once,
 * before the labels have their final width, and leaves a selected "Final" or "Pley-off" off
 * screen on a phone.
 */
export function useSelectedTabInView(ref: RefObject<HTMLElement | null>, value: unknown): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const bringIntoView = () => scrollSelectedTabIntoView(root);
    bringIntoView();
    const frame = requestAnimationFrame(bringIntoView);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) bringIntoView();
    });
    const scroller = root.querySelector('.MuiTabs-scroller');
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(bringIntoView);
    if (observer && scroller) {
      observer.observe(scroller);
      if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    }
    return () => {
      active = false;
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [ref, value]);
}
