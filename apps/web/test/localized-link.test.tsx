import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizedLink, SCROLL_TOP_DELAY_MS } from '../src/components/localized-link.tsx';

function renderAt(path: string, to: string) {
  const page = () => (
    <LocalizedLink to={to} onClick={(event) => event.preventDefault()}>
      link
    </LocalizedLink>
  );
  const router = createMemoryRouter([{ path: '*', Component: page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'link' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a click on a link to / scrolls to the top after 100 ms (spec §2)', () => {
  it('waits 100 ms, then scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(renderAt('/about', '/'));
    expect(SCROLL_TOP_DELAY_MS).toBe(100);
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('also for the language-prefixed home, and not for other links', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const home = renderAt('/pt/about', '/');
    expect(home.getAttribute('href')).toBe('/pt');
    fireEvent.click(home);
    act(() => vi.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    cleanup();
    fireEvent.click(renderAt('/pt', '/about'));
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
