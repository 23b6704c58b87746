import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerClearance, useHeaderClearance } from '../src/components/header-clearance.ts';

/** Where the header's bottom edge is on screen, px: what getBoundingClientRect reports in these tests. */
let bottom = 0;
let resized: (() => void) | null = null;

function Page({ sticky }: { sticky: boolean }) {
  const header = useRef<HTMLElement>(null);
  useHeaderClearance(header);
  return <header ref={header} style={{ position: sticky ? 'sticky' : 'static' }} />;
}

const clearance = headerClearance;
/** Runs the animation frame the hook asked for (jsdom's would come ~16 ms later). */
const nextFrame = () => act(() => vi.advanceTimersToNextFrame());

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  // jsdom has no ResizeObserver and lays nothing out: the header's size and place are set by each test
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = null;
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterEach(cleanup);

describe('toasts start below the header: its bottom edge published for the toaster', () => {
  it('a sticky header: its height, again when it grows (the mobile menu opens), gone with the header', () => {
    bottom = 110.4;
    const { unmount } = render(<Page sticky />);
    // measured when the observer first reports (after the browser's layout), not during React's commit
    expect(clearance()).toBe('');
    resized?.();
    nextFrame();
    expect(clearance()).toBe('111px');
    bottom = 300;
    resized?.();
    nextFrame();
    expect(clearance()).toBe('300px');
    unmount();
    expect(clearance()).toBe('');
  });

  it('a header that scrolls away: the part still on screen, none once it is gone', () => {
    bottom = 64;
    render(<Page sticky={false} />);
    resized?.();
    nextFrame();
    expect(clearance()).toBe('64px');
    bottom = 20;
    window.dispatchEvent(new Event('scroll'));
    nextFrame();
    expect(clearance()).toBe('20px');
    bottom = -200;
    window.dispatchEvent(new Event('scroll'));
    nextFrame();
    expect(clearance()).toBe('0px');
  });
});
