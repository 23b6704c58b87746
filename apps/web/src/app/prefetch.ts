import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from './query-client.ts';

/** How long a page waits for its data before it renders anyway (with its own pending state). */
const WAIT_MS = 1500;

/**
 * A route loader that starts the page's first reads and lets it render once they are in (or after WAIT_MS): on a
 * first load /boot.js has usually fetched them already, so the page renders once, complete, instead of a spinner, then
 * a skeleton, then each card as its query lands — fewer renders on a phone's CPU and nothing moves under the reader.
 * Failures are left to the page (prefetchQuery never throws; the page's query reports the error). Reads a page can
 * draw without (a ride's chart samples) are started in `start` but not returned: the page does not wait for them.
 */
export function prefetchLoader(start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[]) {
  return async (args: LoaderFunctionArgs) => {
    const reads = Promise.allSettled(start(queryClient, args));
    await Promise.race([reads, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
    return null;
  };
}
