import { type RefObject, useEffect } from 'react';

/** The custom property saying how far down the screen the page's header reaches, px (set around the toaster). */
export const HEADER_CLEARANCE = '--header-clearance';

/**
 * The last measure, for the toaster (app-toaster.tsx sets it on its own wrapper). Not on <html>: an inherited custom
 * property changed there restyles every element of the page (~80 ms after the first paint of a ride page, 4x that on
 * a phone), for the one element that reads it.
 */
let clearance = '';
const listeners = new Set<() => void>();
export const headerClearance = () => clearance;
export function subscribeHeaderClearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function publish(value: string) {
  if (value === clearance) return;
  clearance = value;
  for (const listener of listeners) listener();
}

/** Where toasts start: just below the header, never over its language selector, theme button or tabs. */
export const TOAST_TOP = `calc(var(${HEADER_CLEARANCE}, 0px) + 12px)`;

/**
 * Publishes where the page's header ends on screen (its bottom edge, 0 once it has scrolled away) for the toasts
 * (app-toaster.tsx): at 360 px a toast pinned to the top of the screen covered the language selector and the theme
 * button. Measured rather than assumed, because the header's height changes: the tab row of the signed-in area, the
 * public mobile menu opening. A sticky header keeps its room; the auth pages' header scrolls away and gives it up.
 */
export function useHeaderClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = Math.max(0, Math.ceil(header.getBoundingClientRect().bottom));
      publish(`${bottom}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // No measure() here: reading the header's place inside React's commit forced a layout of the whole page there
    // (a long task on a phone). The observer reports the header once it has been laid out anyway, and the value is
    // written in the next frame.
    const resized = new ResizeObserver(schedule);
    resized.observe(header);
    // only a header that scrolls away moves: a sticky one stays where it is
    const moves = getComputedStyle(header).position !== 'sticky';
    if (moves) window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      resized.disconnect();
      if (moves) window.removeEventListener('scroll', schedule);
      cancelAnimationFrame(frame);
      publish('');
    };
  }, [ref]);
}
