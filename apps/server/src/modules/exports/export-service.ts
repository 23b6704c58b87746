import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { DataExport, Language } from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { archivePath } from './export-files.ts';
import { exportBuildJob } from './export-jobs.ts';
import type { ExportRecord, ExportRepository } from './export-repository.ts';
import { hashToken } from './export-token.ts';

/** What a download streams: the archive on disk and the name the browser saves it under. */
export interface ExportDownload {
  file: string;
  filename: string;
  bytes: number;
}

/**
 * The rider's side of a data export: ask for one (one building at a time: asking again while it builds returns the
 * same one), follow it, download it — with the session, or once with the emailed link.
 */
export function createExportService(deps: {
  repo: ExportRepository;
  jobs: JobQueue;
  dataDir: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  /** A ready export past its expiry is expired for the rider even before the hourly sweep deletes its file. */
  const effective = (r: ExportRecord): ExportRecord['status'] =>
    r.status === 'ready' && r.expiresAt && r.expiresAt <= now() ? 'expired' : r.status;

  const view = (r: ExportRecord): DataExport => {
    const status = effective(r);
    return {
      id: r.id,
      status,
      createdAt: r.createdAt.toISOString(),
      readyAt: r.readyAt?.toISOString() ?? null,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      bytes: r.fileBytes == null ? null : Math.round(r.fileBytes),
      downloadUrl: status === 'ready' ? `/api/me/exports/${r.id}/download` : null,
    };
  };

  const download = async (r: ExportRecord): Promise<ExportDownload> => {
    const file = archivePath(deps.dataDir, r.userId, r.id);
    const info = await stat(file).catch(() => null);
    if (!info) throw new HttpError(404, 'export_link_invalid');
    const day = (r.readyAt ?? r.createdAt).toISOString().slice(0, 10);
    return { file, filename: `domestique-data-${day}.zip`, bytes: info.size };
  };

  return {
    async request(userId: string, lang: Language): Promise<{ id: string }> {
      const id = randomUUID();
      const created = await repo.db.transaction(async (tx) => {
        if (!(await repo.insert(id, userId, lang, tx))) return false;
        await deps.jobs.enqueue(exportBuildJob, { exportId: id }, { tx });
        return true;
      });
      if (created) return { id };
      const building = await repo.building(userId);
      // the building one finished between the insert and this read: ask again
      return building ? { id: building.id } : this.request(userId, lang);
    },

    async status(userId: string, id: string): Promise<DataExport> {
      const r = await repo.find(userId, id);
      if (!r) throw new HttpError(404, 'not_found');
      return view(r);
    },

    async latest(userId: string): Promise<{ export: DataExport | null }> {
      const r = await repo.latest(userId);
      return { export: r ? view(r) : null };
    },

    /** In the app: the rider's own export only (another rider's id is a 404, as if it did not exist). */
    async openForUser(userId: string, id: string): Promise<ExportDownload> {
      const r = await repo.find(userId, id);
      if (!r) throw new HttpError(404, 'not_found');
      const status = effective(r);
      if (status === 'building') throw new HttpError(409, 'export_not_ready');
      if (status !== 'ready') throw new HttpError(404, 'export_link_invalid');
      return download(r);
    },

    /** The emailed link: spent by this call (unknown, used and expired links all answer the same 404). */
    async openByToken(token: string): Promise<ExportDownload> {
      const r = await repo.spendToken(hashToken(token), now());
      if (!r) throw new HttpError(404, 'export_link_invalid');
      return download(r);
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
