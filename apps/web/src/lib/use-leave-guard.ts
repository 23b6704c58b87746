import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `active` (a form with unsaved edits), leaving asks first: a link or the back button inside the app gets a
 * confirmation (`message`), a reload or a closed tab the browser's own "Leave site?" prompt. `allow` is read at the
 * moment of leaving: a save that navigates on its own (say, to the new language's URL) passes through.
 */
export function useLeaveGuard(active: boolean, message: string, allow: () => boolean = () => false) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allow() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
