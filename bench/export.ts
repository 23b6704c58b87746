import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { encodeSyntheticRideFit } from '@domestique/formats';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createRideModules } from '../apps/server/src/composition/ride-modules.ts';
import { activities, user } from '../apps/server/src/db/schema.ts';
import { writeArchive } from '../apps/server/src/modules/exports/export-archive.ts';
import { benchDrivers, openBenchDatabase, skippedRow } from './bench-db.ts';
import type { Row } from './table.ts';

const RIDES = Number(process.env.BENCH_EXPORT_RIDES ?? 1000);
/** A 2-hour 1 Hz FIT with power, HR and GPS is ~200–400 KB. */
const FILE_BYTES = Number(process.env.BENCH_EXPORT_FILE_KB ?? 256) * 1024;

/**
 * `npm run bench -- export`: a rider's data export of RIDES rides (one imported for real, the rest cloned rows with
 * originals of FILE_BYTES each) — time, and the process's peak resident memory above its level before the export.
 * Goal: the archive is streamed, so memory stays flat whatever the rides: under 64 MB above the start (measured on
 * 2 shared cores: PGlite +6 MB for 1,000 rides of 256 KB; PostgreSQL +32 MB, and +39 MB for 3,000 rides — the
 * driver's page buffers, not the files).
 */
export async function benchExport(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const driver of benchDrivers()) {
    const bench = await openBenchDatabase(driver);
    if (!bench) {
      rows.push(skippedRow('export', `${RIDES} rides (${driver})`));
      continue;
    }
    try {
      const { db } = bench.database;
      await db.insert(user).values({ id: 'exporter', name: 'E', email: 'exporter@example.com' });
      const modules = createRideModules({ db, dataDir: bench.dataDir, log: pino({ level: 'silent' }) });
      const bytes = encodeSyntheticRideFit({
        durationS: 3600,
        seed: 7,
        startTime: new Date(Date.UTC(2024, 0, 1, 7)),
      });
      await modules.importer.importFiles('exporter', [{ filename: 'ride.fit', bytes }]);
      const [ride] = await db.select().from(activities).where(eq(activities.userId, 'exporter'));
      for (let i = 1; i < RIDES; i += 100) {
        const batch = [];
        for (let j = i; j < Math.min(RIDES, i + 100); j++) {
          const file = randomBytes(FILE_BYTES);
          const sha = createHash('sha256').update(file).digest('hex');
          await modules.files.put('exporter', sha, file);
          batch.push({
            ...ride!,
            id: `clone-${j}`,
            fileSha256: sha,
            fileBytes: FILE_BYTES,
            startTime: new Date(ride!.startTime.getTime() + j * 86_400_000),
          });
        }
        await db.insert(activities).values(batch);
      }
      const stub = async () => ({});
      const ports = {
        db,
        files: modules.files,
        plans: stub,
        summaries: stub,
        connections: stub,
        zones: stub,
        workouts: async () => ({ rows: [], files: [] }),
      };
      (globalThis as { gc?: () => void }).gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const start = performance.now();
      const target = path.join(
        bench.dataDir,
        'exports',
        'exporter',
        '00000000-0000-4000-8000-000000000000.zip',
      );
      const size = await writeArchive(ports, { userId: 'exporter', lang: 'en', now: new Date() }, target);
      const ms = performance.now() - start;
      clearInterval(sampler);
      const totalMb = (RIDES * FILE_BYTES) / 1024 / 1024;
      const peakMb = (peak - before) / 1024 / 1024;
      rows.push({
        suite: 'export',
        case: `${RIDES} rides, ${FILE_BYTES / 1024} KB originals (${driver})`,
        value: `${(ms / 1000).toFixed(1)} s`,
        detail: `ZIP ${(statSync(target).size / 1024 / 1024).toFixed(0)} MB (${size === statSync(target).size ? 'complete' : '?'}); peak RSS +${peakMb.toFixed(0)} MB over ${totalMb.toFixed(0)} MB of originals`,
        goal: 'peak RSS growth < 64 MB',
        pass: peakMb < 64,
      });
    } finally {
      await bench.close();
    }
  }
  return rows;
}
