import { measureAnchors } from '../apps/web/bench/bundle-anchor.ts';
import { measureBundle } from '../apps/web/bench/bundle-size.ts';
import { runLighthouse } from '../apps/web/bench/lighthouse.ts';
import { buildWeb } from '../apps/web/scripts/test-server.ts';
import type { Row } from './table.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Initial JavaScript (gzip) beside the performance.md anchors rebuilt now, and mobile Lighthouse on home and the
 * signed-in pages (dashboard, plan, calendar, a ride),
 * always on a fresh production build of the code as it is (buildWeb checks React's production build is what shipped).
 */
export async function benchWeb(): Promise<Row[]> {
  buildWeb();
  const size = measureBundle();
  const anchor = await measureAnchors();
  const rows: Row[] = [
    {
      suite: 'web',
      case: 'initial JS (gzip), any page',
      value: kb(size.initialJsGzipBytes),
      detail: `anchors now: React ${anchor.react === undefined ? '?' : kb(anchor.react)}, React+Router+Query+i18n ${anchor.stack === undefined ? '?' : kb(anchor.stack)}`,
      goal: '',
    },
    {
      suite: 'web',
      case: 'home page JS (gzip)',
      value: kb(size.routes['/'] ?? 0),
      detail: 'boot.js + entry + page chunks + catalogs',
      goal: '',
    },
    {
      suite: 'web',
      case: 'dashboard JS (gzip)',
      value: kb(size.routes['/dashboard'] ?? 0),
      detail: 'boot.js + entry + page chunks + catalogs',
      goal: '',
    },
  ];
  for (const r of await runLighthouse()) {
    const m = r.median;
    rows.push({
      suite: 'web',
      case: `Lighthouse mobile ${r.url}`,
      value: `${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}`,
      detail: `perf/a11y/best/SEO, median of ${r.runs}; LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms`,
      goal: 'each ≥ 95',
      pass: Math.min(m.performance, m.accessibility, m.bestPractices, m.seo) >= 95,
    });
  }
  return rows;
}
