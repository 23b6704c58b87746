import { describe, expect, it, vi } from 'vitest';
import { hasPendingToasts, toast, toasterReady } from '../src/lib/toast.ts';

/** A stand-in for sonner: records what is on screen (dismiss clears it). */
function fakeSonner() {
  const shown: string[] = [];
  const dismiss = vi.fn(() => shown.splice(0));
  const module = {
    toast: {
      success: (message: string) => shown.push(`success: ${message}`),
      error: (message: string) => shown.push(`error: ${message}`),
      dismiss,
    },
  };
  return { shown, dismiss, module: module as unknown as typeof import('sonner') };
}

describe('toasts: one at a time, the newest wins', () => {
  it('before and after sonner has loaded, a new toast replaces the one on screen', () => {
    toast.error("Passwords don't match");
    toast.error('Password must be at least 6 characters');
    expect(hasPendingToasts()).toBe(true);
    const sonner = fakeSonner();
    toasterReady(sonner.module);
    expect(sonner.shown).toEqual(['error: Password must be at least 6 characters']);
    expect(hasPendingToasts()).toBe(false);

    toast.error('Invalid email or password');
    toast.error('Too many attempts. Please wait a minute and try again.');
    expect(sonner.shown).toEqual(['error: Too many attempts. Please wait a minute and try again.']);
    toast.success('Welcome back!');
    expect(sonner.shown).toEqual(['success: Welcome back!']);
  });
});
