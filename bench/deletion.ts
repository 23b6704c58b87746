import { closeRideWorkers, encodeSyntheticRideFit } from '@domestique/formats';
import { eq, sql } from 'drizzle-orm';
import { activities, activityStreams, user } from '../apps/server/src/db/schema.ts';
import { riderColumns } from '../apps/server/src/modules/account-deletion/index.ts';
import { benchDrivers, openBenchDatabase, skippedRow, startBenchApp } from './bench-db.ts';
import type { Row } from './table.ts';

const RIDES = Number(process.env.BENCH_DELETION_RIDES ?? 1000);
const DAY_MS = 86_400_000;

/**
 * Deleting a rider with RIDES rides (issue #20): the account.delete job's erasure — every row found by walking the
 * schema, in one transaction, then the original files and the rider's jobs — timed, with the process's peak RSS
 * growth while it runs. Another rider with one ride stays, and is checked.
 */
async function deletionOn(driverName: string): Promise<Row[]> {
  const bench = await openBenchDatabase(driverName);
  if (!bench) return [skippedRow('deletion', `delete a rider (${driverName})`)];
  const { app } = await startBenchApp(bench, { JOB_WORKERS: '0' });
  try {
    const { db } = bench.database;
    await db.insert(user).values([
      { id: 'leaver', name: 'L', email: 'leaver@example.com' },
      { id: 'stayer', name: 'S', email: 'stayer@example.com' },
    ]);
    const ingest = app.modules.ingest;
    const seedStart = performance.now();
    // one ride imported for real, the rest its clones (rows and streams): importing 1,000 rides took ~8 minutes of
    // seeding on a busy machine, for a deletion that takes well under a second
    const first = await ingest.ingestRide({
      userId: 'leaver',
      bytes: encodeSyntheticRideFit({ durationS: 1800, seed: 0, startTime: new Date(Date.UTC(2020, 0, 1)) }),
      format: 'fit',
      source: 'upload',
    });
    if (first.status !== 'created') throw new Error(`seed ride: ${JSON.stringify(first)}`);
    const [ride] = await db.select().from(activities).where(eq(activities.userId, 'leaver'));
    const streams = await db.select().from(activityStreams).where(eq(activityStreams.activityId, ride!.id));
    for (let i = 1; i < RIDES; i += 100) {
      const ids = Array.from({ length: Math.min(100, RIDES - i) }, (_, k) => i + k);
      await db.insert(activities).values(
        ids.map((j) => ({
          ...ride!,
          id: `clone-${j}`,
          fileSha256: `${ride!.fileSha256.slice(0, 56)}${String(j).padStart(8, '0')}`,
          startTime: new Date(ride!.startTime.getTime() + j * DAY_MS),
        })),
      );
      await db
        .insert(activityStreams)
        .values(ids.flatMap((j) => streams.map((st) => ({ ...st, activityId: `clone-${j}` }))));
    }
    const seedS = (performance.now() - seedStart) / 1000;
    await ingest.ingestRide({
      userId: 'stayer',
      bytes: encodeSyntheticRideFit({ durationS: 1800, seed: 1, startTime: new Date(Date.UTC(2019, 0, 1)) }),
      format: 'fit',
      source: 'upload',
    });

    const { deletions } = app.modules.deletion;
    await deletions.scheduleByOperator({ id: 'leaver' });
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const start = performance.now();
    await deletions.erase('leaver');
    const ms = performance.now() - start;
    clearInterval(sampler);

    const left = { leaver: 0, stayer: 0 };
    for (const { table, column } of await riderColumns(db))
      for (const who of ['leaver', 'stayer'] as const) {
        const r = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${who}`,
        );
        left[who] += Number(r.rows[0]?.n ?? 0);
      }
    const ok = left.leaver === 0 && left.stayer > 0;
    return [
      {
        suite: 'deletion',
        case: `delete a rider with ${RIDES} rides (${bench.driver})`,
        value: `${(ms / 1000).toFixed(2)} s`,
        detail: `peak RSS +${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB; seeding took ${seedS.toFixed(0)} s; rows left: the rider's ${left.leaver}, the other rider's ${left.stayer}`,
        goal: '< 60 s; nothing of the rider, the other intact',
        pass: ms < 60_000 && ok,
      },
    ];
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function benchDeletion(): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    for (const driver of benchDrivers()) rows.push(...(await deletionOn(driver)));
  } finally {
    await closeRideWorkers();
  }
  return rows;
}
