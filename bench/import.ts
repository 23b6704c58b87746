/**
 * Ride import benchmarks (`npm run bench -- import`):
 * 1. the import pipeline (worker decode + analyzeRide + compressed streams + file + rows) of a generated 4-hour 1 Hz
 *    ride vs a bare `@garmin/fitsdk` decode of the same bytes, interleaved in one run;
 * 2. importing many small distinct rides through the real HTTP API (multipart, 10 files a request, 2 in flight).
 * BENCH_IMPORT_RIDES shrinks case 2 (default 1000); BENCH_DRIVERS picks pglite and/or postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeRideWorkers, encodeSyntheticRideFit } from '@domestique/formats';
import { Decoder, Stream } from '@garmin/fitsdk';
import pino from 'pino';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { user } from '../apps/server/src/db/schema.ts';
import { createRideModules } from '../apps/server/src/modules/activities/ride-modules.ts';
import { benchDrivers, openBenchDatabase } from './bench-db.ts';
import type { Row } from './table.ts';

const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 9);
const API_RIDES = Number(process.env.BENCH_IMPORT_RIDES ?? 1000);
const FILES_PER_REQUEST = 10;
const IN_FLIGHT = 2;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function pipelineVsSdk(driverName: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driverName);
  if (!bench)
    return [
      {
        suite: 'import',
        case: `pipeline (${driverName})`,
        value: 'skipped',
        detail: 'no database',
        goal: '',
      },
    ];
  try {
    const { db } = bench.database;
    await db.insert(user).values({ id: 'importer', name: 'I', email: 'importer@example.com' });
    const modules = createRideModules({ db, dataDir: bench.dataDir, log: pino({ level: 'silent' }) });
    const warmup = 2;
    // distinct rides: the same bytes twice would be a duplicate, not an import
    const rides = Array.from({ length: ROUNDS + warmup }, (_, i) =>
      encodeSyntheticRideFit({ durationS: 4 * 3600, seed: 100 + i }),
    );
    const sdk: number[] = [];
    const ours: number[] = [];
    for (const [i, bytes] of rides.entries()) {
      let start = performance.now();
      const { errors } = new Decoder(Stream.fromByteArray(bytes)).read();
      const sdkMs = performance.now() - start;
      if (errors.length > 0) throw new Error(String(errors[0]));
      start = performance.now();
      const [outcome] = await modules.importer.importFiles('importer', [{ filename: `r${i}.fit`, bytes }]);
      const oursMs = performance.now() - start;
      if (outcome?.status !== 'created') throw new Error(`import failed: ${JSON.stringify(outcome)}`);
      if (i >= warmup) {
        sdk.push(sdkMs);
        ours.push(oursMs);
      }
    }
    const ratio = median(sdk) / median(ours);
    return [
      {
        suite: 'import',
        case: 'baseline: @garmin/fitsdk Decoder.read(), 4 h 1 Hz ride',
        value: `${median(sdk).toFixed(1)} ms`,
        detail: `${(rides[0]!.length / 1024).toFixed(0)} KB, 14,400 records, median of ${ROUNDS}`,
        goal: '',
      },
      {
        suite: 'import',
        case: `import pipeline, same ride (${bench.driver})`,
        value: `${median(ours).toFixed(1)} ms`,
        detail: `worker decode + metrics + curve + streams + file + rows; ${ratio.toFixed(2)}× SDK throughput`,
        goal: '≥ 0.5× SDK decode throughput',
        pass: ratio >= 0.5,
      },
    ];
  } finally {
    await bench.close();
  }
}

async function throughApi(driverName: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driverName);
  if (!bench)
    return [
      {
        suite: 'import',
        case: `API import (${driverName})`,
        value: 'skipped',
        detail: 'no database',
        goal: '',
      },
    ];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    BASE_URL: 'http://127.0.0.1:3999',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
  });
  const app = await createApp(config, { database: bench.database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = 'http://127.0.0.1:3999';
    const signUp = await fetch(`${address}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'api-import@example.com', password: 'Tr41ning-Days!', name: 'Bench' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
    const genStart = performance.now();
    const start0 = Date.parse('2024-01-01T06:00:00Z');
    const rides = Array.from({ length: API_RIDES }, (_, i) =>
      encodeSyntheticRideFit({
        durationS: 1800,
        hz: 0.25,
        seed: 1000 + i,
        startTime: new Date(start0 + i * 86_400_000),
      }),
    );
    const genS = (performance.now() - genStart) / 1000;
    const batches: Uint8Array[][] = [];
    for (let i = 0; i < rides.length; i += FILES_PER_REQUEST)
      batches.push(rides.slice(i, i + FILES_PER_REQUEST));
    let created = 0;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < batches.length) {
          const batch = batches[next++]!;
          const form = new FormData();
          for (const [j, bytes] of batch.entries()) {
            form.append('files', new Blob([bytes as Uint8Array<ArrayBuffer>]), `r${j}.fit`);
          }
          const res = await fetch(`${address}/api/activities`, {
            method: 'POST',
            headers: { cookie, origin },
            body: form,
          });
          const body = (await res.json()) as { results: { status: string }[] };
          created += body.results.filter((r) => r.status === 'created').length;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const rate = created / seconds;
    return [
      {
        suite: 'import',
        case: `${API_RIDES} rides through POST /api/activities (${bench.driver})`,
        value: `${rate.toFixed(1)} rides/s`,
        detail: `30-min FIT (4 s recording), ${FILES_PER_REQUEST} a request, ${IN_FLIGHT} in flight; ${created} created in ${seconds.toFixed(1)} s (files generated in ${genS.toFixed(1)} s)`,
        goal: '≥ 20 rides/s, all created',
        pass: rate >= 20 && created === API_RIDES,
      },
    ];
  } finally {
    await app.close();
    await bench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchImport(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const driver of benchDrivers()) rows.push(...(await pipelineVsSdk(driver)));
  for (const driver of benchDrivers()) rows.push(...(await throughApi(driver)));
  await closeRideWorkers();
  return rows;
}
