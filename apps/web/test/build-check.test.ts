import { describe, expect, it } from 'vitest';
import { bundleProblem, initialScripts } from '../scripts/build-check.ts';

describe('build checks used by the e2e set-up and the benchmark', () => {
  it("accepts React's production build and refuses its development build", () => {
    const production = 'throw Error("Minified React error #418; visit https://react.dev/errors/418")';
    const development = 'console.error("Each child in a list should have a unique \\"key\\" prop.")';
    expect(bundleProblem(['x()', production])).toBeNull();
    expect(bundleProblem([production, `var s="react-stack-top-frame"`])).toMatch(/development/);
    expect(bundleProblem([development])).toMatch(/development/);
    expect(bundleProblem(['console.log(1)'])).toMatch(/not found/);
  });

  it('counts render-blocking classic scripts, the entry and its preloads, but not deferred scripts', () => {
    const html = `<html><head>
      <script src="/boot.js"></script>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" href="/assets/index-3.css">
      <script id="sw" src="/registerSW.js" defer></script>
    </head><body><script src="/late.js"></script></body></html>`;
    expect(initialScripts(html)).toEqual(['boot.js', 'assets/index-1.js', 'assets/react-2.js']);
  });
});
