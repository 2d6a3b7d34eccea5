import type { PointerEvent as ReactPointerEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormationSpot } from '../lib/formation-draft';
import { spotFromElement } from '../lib/formation-spot';

/** A press that moves less than this (px) stays a tap: it selects instead of dragging. */
const DRAG_THRESHOLD = 6;
/** Near the top or bottom edge of the window (px) a drag scrolls the page, up to SCROLL_STEP px a frame. */
const EDGE = 56;
const SCROLL_STEP = 14;

/** How fast to scroll for a pointer at `y`: negative up, positive down, 0 away from the edges. */
export function edgeScrollSpeed(y: number, height: number): number {
  if (y < EDGE) return -Math.ceil(((EDGE - Math.max(y, 0)) / EDGE) * SCROLL_STEP);
  if (y > height - EDGE) return Math.ceil(((Math.min(y, height) - (height - EDGE)) / EDGE) * SCROLL_STEP);
  return 0;
}

export interface DragState {
  from: FormationSpot;
  /** The player's name, shown under the pointer while dragging. */
  label: string;
  x: number;
  y: number;
  /** The spot under the pointer, highlighted as the drop target. */
  over: FormationSpot | null;
}

/**
 * Drag a player with the mouse, a pen or a finger, with native pointer events: the press starts on
 * a token, the move follows on the window, and the release drops onto the spot under the pointer
 * (found with `elementFromPoint`, so a token need not capture the pointer). The click that a
 * browser sends after a drag is swallowed, so a drag is never also a tap.
 */
export function usePointerDrag(onDrop: (from: FormationSpot, to: FormationSpot) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dropRef = useRef(onDrop);
  const swallowClick = useRef(false);
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => {
    dropRef.current = onDrop;
  });
  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback((event: ReactPointerEvent, from: FormationSpot, label: string) => {
    if (event.button !== 0 || !event.isPrimary) return;
    cleanup.current?.();
    const { pointerId, clientX: startX, clientY: startY } = event;
    let moved = false;
    let last = { x: startX, y: startY };
    let frame = 0;
    const show = () => {
      const over = spotFromElement(document.elementFromPoint(last.x, last.y));
      setDrag({ from, label, x: last.x, y: last.y, over });
    };
    // While the pointer rests near an edge the page keeps scrolling, so a slot out of view can be reached.
    const scroll = () => {
      const speed = edgeScrollSpeed(last.y, window.innerHeight);
      if (speed === 0) {
        frame = 0;
        return;
      }
      window.scrollBy(0, speed);
      show();
      frame = window.requestAnimationFrame(scroll);
    };
    const move = (next: PointerEvent) => {
      if (next.pointerId !== pointerId) return;
      if (!moved && Math.hypot(next.clientX - startX, next.clientY - startY) < DRAG_THRESHOLD) return;
      moved = true;
      next.preventDefault();
      last = { x: next.clientX, y: next.clientY };
      show();
      if (frame === 0 && edgeScrollSpeed(last.y, window.innerHeight) !== 0)
        frame = window.requestAnimationFrame(scroll);
    };
    const finish = (end: PointerEvent) => {
      if (end.pointerId !== pointerId) return;
      stop();
      setDrag(null);
      if (!moved) return;
      swallowClick.current = true;
      window.setTimeout(() => {
        swallowClick.current = false;
      }, 0);
      if (end.type !== 'pointerup') return;
      const to = spotFromElement(document.elementFromPoint(end.clientX, end.clientY));
      if (to) dropRef.current(from, to);
    };
    const stop = () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      frame = 0;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      cleanup.current = null;
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    cleanup.current = stop;
  }, []);

  /** True (once) when the click being handled is the tail of a drag. */
  const isDragClick = useCallback(() => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  }, []);

  return { drag, start, isDragClick };
}
