/** Text only React's development build carries, and the prefix of the production build's minified errors. */
const DEV_MARKERS = ['react-stack-top-frame', 'Each child in a list should have a unique'];
const PROD_MARKER = 'Minified React error';

/** Why the JavaScript of a build is not React's production build, or null when it is. */
export function bundleProblem(sources: string[]): string | null {
  const dev = DEV_MARKERS.find((marker) => sources.some((source) => source.includes(marker)));
  if (dev) return `React development code found ("${dev}")`;
  if (!sources.some((source) => source.includes(PROD_MARKER))) return "React's production build not found";
  return null;
}

/**
 * The JavaScript an index.html loads before the page can render: classic scripts in <head> without defer/async
 * (they block rendering: /boot.js), the entry module and its modulepreloads.
 */
export function initialScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(/<script(?![^>]*\bdefer\b)(?![^>]*\basync\b)[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...head.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
}
