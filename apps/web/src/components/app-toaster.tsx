import { lazy, Suspense, useEffect, useState } from 'react';

// sonner is only needed once something is toasted (and by then the page that toasts has loaded it): keep it out of
// the first download.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Toasts follow the page theme (which the theme toggle sets on <html>). */
export function AppToaster() {
  const [theme, setTheme] = useState(currentTheme);
  // Mounted once the page has settled: nothing toasts during the first paint, and the main thread is busiest then.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // (sonner drops toasts raised before its Toaster mounts, hence the short deadline.)
    if (window.requestIdleCallback) window.requestIdleCallback(() => setReady(true), { timeout: 500 });
    else window.setTimeout(() => setReady(true), 200);
  }, []);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} position="top-center" richColors closeButton duration={5000} />
    </Suspense>
  );
}
