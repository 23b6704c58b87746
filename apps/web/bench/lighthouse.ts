/**
 * Mobile Lighthouse (default config: mobile preset, simulated throttling) on the home page and the dashboard, with
 * Debian's Chromium — the same setup as the anchor in shared/reference/performance.md. Median of RUNS (default 3).
 * Against BASE_URL when set, otherwise it builds the web app unless dist already holds a production build, and starts
 * the real server on a temp folder.
 *   npx node apps/web/bench/lighthouse.ts            # prints JSON
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureProductionBuild, signedInRider, startServer } from '../scripts/test-server.ts';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
};
export type LighthouseResult = { url: string; runs: number; median: LighthouseScores };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function runOnce(url: string, port: number, cookie?: string): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  // A run Lighthouse could not finish (e.g. NO_LCP when the machine stalls) has no metrics: it must not enter a median.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

export async function runLighthouse(
  options: { baseURL?: string; runs?: number } = {},
): Promise<LighthouseResult[]> {
  const runs = options.runs ?? Number(process.env.RUNS ?? 3);
  let stop: (() => Promise<void>) | undefined;
  let baseURL = options.baseURL ?? process.env.BASE_URL;
  if (!baseURL) {
    ensureProductionBuild();
    const server = await startServer({ RATE_LIMIT: 'off' });
    baseURL = server.baseURL;
    stop = server.stop;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const cookie = await signedInRider(baseURL);
    const pages = [
      { url: `${baseURL}/`, cookie: undefined },
      { url: `${baseURL}/dashboard`, cookie },
    ];
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const samples: LighthouseScores[] = [];
      let failures = 0;
      while (samples.length < runs) {
        try {
          const sample = await runOnce(page.url, chrome.port, page.cookie);
          if (Number.isNaN(sample.lcpMs) || Number.isNaN(sample.tbtMs))
            throw new Error(`${page.url}: no LCP/TBT`);
          samples.push(sample);
        } catch (error) {
          failures += 1;
          console.error(`lighthouse: run failed (${String(error)}), retrying`);
          if (failures > runs) throw error;
        }
      }
      const pick = (key: keyof LighthouseScores) => median(samples.map((s) => s[key]));
      results.push({
        url: page.url.replace(baseURL, '') || '/',
        runs,
        median: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
        },
      });
    }
    return results;
  } finally {
    chrome.kill();
    await stop?.();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runLighthouse();
  console.log(JSON.stringify(results, null, 2));
}
