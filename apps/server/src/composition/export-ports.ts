import { currentFtp } from '@domestique/coach';
import type { Language } from '@domestique/contract';
import { hrZones, powerZones } from '@domestique/science';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workouts as workoutTable } from '../db/schema.ts';
import type { SummaryService } from '../modules/coach/index.ts';
import type { ExportPorts } from '../modules/exports/index.ts';
import type { FtpRepository } from '../modules/ftp/index.ts';
import type { PlanModules } from '../modules/plans/index.ts';
import type { WorkoutModules } from '../modules/workouts/index.ts';
import type { FileStore } from '../storage/file-store.ts';

/**
 * What the data export reads of the other modules, assembled by the root (modules never import each other): the
 * parts whose shape or words belong to their module — plans with worded changes, worded summaries, connections as
 * the API shows them (no secrets), zones from the current FTP and LTHR, own workouts as device files.
 */
export function createExportPorts(deps: {
  db: Db;
  files: FileStore;
  ftpRepo: FtpRepository;
  plans: Pick<PlanModules, 'exportPlans'>;
  summaries: SummaryService;
  connections: { list(userId: string): Promise<unknown> };
  workouts: Pick<WorkoutModules, 'files'>;
}): ExportPorts {
  return {
    db: deps.db,
    files: deps.files,
    plans: deps.plans.exportPlans,
    async summaries(userId: string, lang: Language) {
      // every stored summary (a rider of ten years has ~520 weeks and ~120 months: small)
      const weeks = await deps.summaries.list(userId, 'week', 100_000, lang);
      const months = await deps.summaries.list(userId, 'month', 100_000, lang);
      return { weeks: weeks.items, months: months.items };
    },
    async connections(userId: string) {
      return { connections: await deps.connections.list(userId) };
    },
    async zones(userId: string) {
      const profile = await deps.ftpRepo.profileFacts(userId);
      const ftp = currentFtp(await deps.ftpRepo.history(userId), profile);
      const lthr = profile?.lthr ?? null;
      return {
        ftp: ftp ? { watts: ftp.watts, source: ftp.source, effectiveAt: ftp.effectiveAt } : null,
        powerZones: ftp ? powerZones(ftp.watts) : [],
        heartRate: {
          lthrBpm: lthr,
          maxHrBpm: profile?.maxHr ?? null,
          restingHrBpm: profile?.restingHr ?? null,
        },
        heartRateZones: lthr ? { coggan: hrZones(lthr, 'coggan'), friel: hrZones(lthr, 'friel') } : null,
      };
    },
    async workouts(userId: string, lang: Language) {
      const rows = await deps.db
        .select()
        .from(workoutTable)
        .where(eq(workoutTable.userId, userId))
        .orderBy(asc(workoutTable.createdAt), asc(workoutTable.id));
      const files = [];
      for (const w of rows) {
        for (const format of ['zwo', 'fit'] as const) {
          const file = await deps.workouts.files.download(userId, w.id, format, lang);
          // the id keeps two workouts of the same name apart
          files.push({ filename: `${w.id}-${file.filename}`, bytes: file.bytes });
        }
      }
      return {
        rows: rows.map(({ userId: _, ...w }) => ({
          ...w,
          createdAt: w.createdAt.toISOString(),
          updatedAt: w.updatedAt.toISOString(),
        })),
        files,
      };
    },
  };
}
