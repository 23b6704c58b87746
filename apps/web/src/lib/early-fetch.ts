declare global {
  interface Window {
    __domestiqueEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The response of a GET that /boot.js started during the first page load (see vite-plugin-boot.ts), handed out once:
 * later reads must hit the network again.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__domestiqueEarly;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}
