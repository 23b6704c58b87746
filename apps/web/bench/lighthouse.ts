/**
 * Mobile Lighthouse (default config: mobile preset, simulated throttling) on the home page and the signed-in pages a
 * rider opens daily (dashboard, plan, calendar, a ride), with Debian's Chromium — the same setup as the anchor in shared/reference/performance.md. Median of RUNS (default 3).
 * Against BASE_URL when set, otherwise it builds the web app unless dist already holds a production build, and starts
 * the real server on a temp folder.
 *   npx node apps/web/bench/lighthouse.ts            # prints JSON
 */
import { encodeSyntheticRideFit } from '@domestique/formats';
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

/** A plan (four riding days, 5 h a week) and one 40-minute ride with power, through the API as a rider makes them. */
async function withPlanAndRide(baseURL: string, cookie: string): Promise<{ rideId: string }> {
  const headers = { cookie, origin: baseURL };
  const plan = await fetch(`${baseURL}/api/plans`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      weeklyHours: 5,
      availability: [
        { day: 'tue', maxDurationS: 5400 },
        { day: 'thu', maxDurationS: 5400 },
        { day: 'sat', maxDurationS: 3 * 3600 },
        { day: 'sun', maxDurationS: 2 * 3600 },
      ],
    }),
  });
  if (plan.status !== 201) throw new Error(`plan failed: ${plan.status} ${await plan.text()}`);
  const form = new FormData();
  const fit = encodeSyntheticRideFit({
    durationS: 2400,
    startTime: new Date(Date.now() - 86_400_000),
    seed: 5,
  });
  form.append('file', new Blob([Uint8Array.from(fit)]), 'ride.fit');
  const upload = await fetch(`${baseURL}/api/activities`, { method: 'POST', headers, body: form });
  const body = (await upload.json()) as { results?: { activityId: string | null }[] };
  const rideId = body.results?.[0]?.activityId;
  if (!upload.ok || !rideId) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(body)}`);
  return { rideId };
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
    const { rideId } = await withPlanAndRide(baseURL, cookie);
    // issue #23: every signed-in page a rider opens daily, with a plan and a ride on it
    const pages = [
      { url: `${baseURL}/`, cookie: undefined },
      { url: `${baseURL}/dashboard`, cookie },
      { url: `${baseURL}/plans`, cookie },
      { url: `${baseURL}/plans/calendar`, cookie },
      { url: `${baseURL}/activities/${rideId}`, cookie },
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
