import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hasPendingToasts, onToastRequested, toasterReady } from '../lib/toast.ts';
import {
  HEADER_CLEARANCE,
  headerClearance,
  subscribeHeaderClearance,
  TOAST_TOP,
} from './header-clearance.ts';

// sonner loads with the first toast (lib/toast.ts), not with the page: most page loads never toast.
const Toaster = lazy(() =>
  import('sonner').then((module) => ({
    default: (props: React.ComponentProps<typeof module.Toaster>) => (
      <>
        <module.Toaster {...props} />
        {/* Effects run in tree order: by the time this one runs, the Toaster above has subscribed. */}
        <Ready onReady={() => toasterReady(module)} />
      </>
    ),
  })),
);

function Ready({ onReady }: { onReady: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the Toaster has mounted
  useEffect(onReady, []);
  return null;
}

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Toasts follow the page theme (which the theme toggle sets on <html>), and start below the header (header-clearance.ts),
 * so they never hide its controls.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(onToastRequested, hasPendingToasts);
  const [mounted, setMounted] = useState(false);
  const [theme, setTheme] = useState(currentTheme);
  const clearance = useSyncExternalStore(subscribeHeaderClearance, headerClearance);
  if (requested && !mounted) setMounted(true);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  if (!mounted) return null;
  // display: contents — the wrapper only carries the header's clearance to the toasts; it lays nothing out
  const clearanceStyle = {
    display: 'contents',
    [HEADER_CLEARANCE]: clearance || undefined,
  } as React.CSSProperties;
  return (
    <div style={clearanceStyle}>
      <Suspense fallback={null}>
        <Toaster
          theme={theme}
          position="top-center"
          offset={{ top: TOAST_TOP }}
          mobileOffset={{ top: TOAST_TOP }}
          richColors
          closeButton
          duration={5000}
        />
      </Suspense>
    </div>
  );
}
