import { closeRideWorkers, encodeSyntheticRideFit } from '@domestique/formats';
import { Decoder, Stream } from '@garmin/fitsdk';
import pino from 'pino';
import { createRideModules } from '../apps/server/src/composition/ride-modules.ts';
import { user } from '../apps/server/src/db/schema.ts';
import { benchDrivers, openBenchDatabase, skippedRow, startBenchApp } from './bench-db.ts';
import { shiftFitTime } from './fit-time-shift.ts';
import type { Row } from './table.ts';
import { benchUploadMemory } from './upload-memory.ts';

const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 9);
const API_RIDES = Number(process.env.BENCH_IMPORT_RIDES ?? 1000);
const BATCHED_RIDES = Number(process.env.BENCH_IMPORT_BATCHED ?? 200);
const FILES_PER_BATCH = 10;
/** What the web app's upload panel does (PARALLEL_UPLOADS). */
const IN_FLIGHT = 2;
const TEMPLATES = 8;
const DAY_S = 86_400;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function pipelineVsSdk(driverName: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driverName);
  if (!bench) return [skippedRow('import', `pipeline (${driverName})`)];
  try {
    const { db } = bench.database;
    await db.insert(user).values({ id: 'importer', name: 'I', email: 'importer@example.com' });
    const modules = createRideModules({ db, dataDir: bench.dataDir, log: pino({ level: 'silent' }) });
    const warmup = 2;
    // distinct rides: the same bytes twice would be a duplicate, not an import
    // distinct rides on distinct days: the same bytes, or the same time, twice would be a duplicate, not an import
    const rides = Array.from({ length: ROUNDS + warmup }, (_, i) =>
      encodeSyntheticRideFit({
        durationS: 4 * 3600,
        seed: 100 + i,
        startTime: new Date(Date.UTC(2025, 0, 1 + i, 7)),
      }),
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

let templates: Uint8Array[] | null = null;
/** 8 SDK-encoded rides of 1–2 h at 1 Hz (every other one with two pauses), all starting 2020-01-01 06:00 UTC. */
function rideTemplates(): Uint8Array[] {
  templates ??= Array.from({ length: TEMPLATES }, (_, i) =>
    encodeSyntheticRideFit({
      durationS: 3600 + Math.round((3600 * i) / (TEMPLATES - 1)),
      seed: 1000 + i,
      withPauses: i % 2 === 1,
      startTime: new Date('2020-01-01T06:00:00Z'),
    }),
  );
  return templates;
}

/** Ride `i` of the benchmark: template i mod 8, moved to day i after 2020-01-01. */
const benchRide = (i: number) => shiftFitTime(rideTemplates()[i % TEMPLATES]!, i * DAY_S);

async function postRides(
  address: string,
  headers: Record<string, string>,
  batches: { name: string; bytes: Uint8Array }[][],
  onDone: (created: number, files: number) => void,
): Promise<number> {
  let created = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        const form = new FormData();
        for (const f of batch) form.append('files', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
        const res = await fetch(`${address}/api/activities`, { method: 'POST', headers, body: form });
        const body = (await res.json()) as { results?: { status: string }[] };
        const n = body.results?.filter((r) => r.status === 'created').length ?? 0;
        created += n;
        onDone(n, batch.length);
      }
    }),
  );
  return created;
}

async function throughApi(driverName: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driverName);
  if (!bench) return [skippedRow('import', `API import (${driverName})`)];
  const { app, address } = await startBenchApp(bench);
  try {
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
    const headers = { cookie, origin };
    const genStart = performance.now();
    const single = Array.from({ length: API_RIDES }, (_, i) => [
      { name: `ride-${i}.fit`, bytes: benchRide(i) },
    ]);
    const batched: { name: string; bytes: Uint8Array }[][] = [];
    for (let i = 0; i < BATCHED_RIDES; i += FILES_PER_BATCH) {
      batched.push(
        Array.from({ length: Math.min(FILES_PER_BATCH, BATCHED_RIDES - i) }, (_, j) => ({
          name: `batched-${i + j}.fit`,
          bytes: benchRide(API_RIDES + i + j),
        })),
      );
    }
    const genS = (performance.now() - genStart) / 1000;
    const avgKb = single.reduce((sum, [f]) => sum + f!.bytes.length, 0) / single.length / 1024;
    // same-run yardstick: the bare SDK decoding these files on one thread (the CPU is shared, so absolute rates drift)
    const sample = single.slice(0, 40);
    const tSdk = performance.now();
    for (const [f] of sample) new Decoder(Stream.fromByteArray(f!.bytes)).read();
    const sdkRate = sample.length / ((performance.now() - tSdk) / 1000);

    const label = `  import (${bench.driver})`;
    let done = 0;
    const t0 = performance.now();
    const progress = (files: number) => {
      done += files;
      if (done % 25 === 0 || done === API_RIDES) {
        const rate = done / ((performance.now() - t0) / 1000);
        process.stderr.write(`${label}: ${done}/${API_RIDES} rides, ${rate.toFixed(1)} rides/s\r`);
      }
    };
    const created = await postRides(address, headers, single, (_n, files) => progress(files));
    const seconds = (performance.now() - t0) / 1000;
    process.stderr.write('\n');
    const rate = created / seconds;

    const t1 = performance.now();
    const createdBatched = await postRides(address, headers, batched, () => {});
    const batchedS = (performance.now() - t1) / 1000;
    return [
      {
        suite: 'import',
        case: `${API_RIDES} rides through POST /api/activities, one file a request (${bench.driver})`,
        value: `${rate.toFixed(1)} rides/s`,
        detail: `FIT 1 Hz, 1–2 h (${avgKb.toFixed(0)} KB avg), as the web app sends them: ${IN_FLIGHT} in flight; ${created} created in ${seconds.toFixed(1)} s (files ready in ${genS.toFixed(1)} s); ${(rate / sdkRate).toFixed(2)}× a bare one-thread SDK decode of the same files (${sdkRate.toFixed(1)}/s this run)`,
        goal: '≥ 20 rides/s, all created',
        pass: rate >= 20 && created === API_RIDES,
      },
      {
        suite: 'import',
        case: `${BATCHED_RIDES} more rides, ${FILES_PER_BATCH} files a request (${bench.driver})`,
        value: `${(createdBatched / batchedS).toFixed(1)} rides/s`,
        detail: `same rides, batched (an API client); ${createdBatched} created in ${batchedS.toFixed(1)} s`,
        goal: '',
      },
    ];
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function benchImport(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const driver of benchDrivers()) rows.push(...(await pipelineVsSdk(driver)));
  for (const driver of benchDrivers()) rows.push(...(await throughApi(driver)));
  await closeRideWorkers();
  rows.push(...(await benchUploadMemory()));
  return rows;
}
