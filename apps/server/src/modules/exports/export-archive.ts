import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Language } from '@domestique/contract';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { renderReadme } from './export-readme.ts';
import { tableFiles } from './export-tables.ts';
import { type RideRow, ridePages, ridesCsv } from './rides-csv.ts';

/** An own workout as device files (packages/formats), from the workouts module. */
export interface WorkoutFileOut {
  filename: string;
  bytes: Uint8Array;
}

/**
 * What the archive reads of other modules, handed in by the composition root (modules never import each other):
 * the curated parts whose words or shape belong to their module. Plain tables are read by walking the schema.
 */
export interface ExportPorts {
  db: Db;
  /** The original ride files. */
  files: FileStore;
  /** Plans with their weeks, sessions and every change with its sentence in `lang`. */
  plans(userId: string, lang: Language): Promise<unknown>;
  /** Weekly and monthly summaries worded in `lang`. */
  summaries(userId: string, lang: Language): Promise<unknown>;
  /** Provider connections as the API shows them: no secrets. */
  connections(userId: string): Promise<unknown>;
  /** Power and HR zones from the rider's current FTP and LTHR. */
  zones(userId: string): Promise<unknown>;
  /** The rider's own workouts (as stored) and each as `.zwo` and `.fit`. */
  workouts(userId: string, lang: Language): Promise<{ rows: unknown[]; files: WorkoutFileOut[] }>;
}

/** `rides/<day>_<ride id>.<format>[.gz]`: the day sorts them, the id makes each unique and links to the CSV. */
export const originalPath = (ride: Pick<RideRow, 'id' | 'startTime' | 'fileFormat' | 'fileCompressed'>) =>
  `rides/${ride.startTime.toISOString().slice(0, 10)}_${ride.id}.${ride.fileFormat}${ride.fileCompressed ? '.gz' : ''}`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** File names from the formats package are ASCII slugs already; this keeps them inside their folder whatever. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');

/**
 * Writes the rider's ZIP to `target`, streamed: originals are opened one at a time as the writer reaches them and
 * the CSV is produced a page of rides at a time as it drains, so memory stays flat whatever the number of rides
 * (only each ride's archive path is held until the end, for the README). Written under a temporary name and renamed
 * when complete: a process killed mid-way leaves no half archive at `target`. Returns the archive's size.
 */
export async function writeArchive(
  ports: ExportPorts,
  job: { userId: string; lang: Language; now: Date },
  target: string,
): Promise<number> {
  const { userId, lang } = job;
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.partial`;
  const zip = new yazl.ZipFile();
  const out = createWriteStream(tmp, { mode: 0o600 });
  const written = finished(zip.outputStream.pipe(out));
  const zipFailed = new Promise<never>((_, reject) => zip.on('error', reject));
  const paths: string[] = [];
  const add = (name: string, bytes: Uint8Array) => {
    zip.addBuffer(Buffer.from(bytes), name, { mtime: job.now });
    paths.push(name);
  };
  try {
    for (const [file, rows] of await tableFiles(ports.db, userId)) add(file, json(rows));
    add('zones.json', json(await ports.zones(userId)));
    add('plans.json', json(await ports.plans(userId, lang)));
    add('summaries.json', json(await ports.summaries(userId, lang)));
    add('connections.json', json(await ports.connections(userId)));
    const workouts = await ports.workouts(userId, lang);
    add('workouts.json', json(workouts.rows));
    for (const f of workouts.files) add(`workouts/${safeName(f.filename)}`, f.bytes);

    const stored = new Set<string>();
    for await (const page of ridePages(ports.db, userId)) {
      for (const ride of page) {
        if (!(await ports.files.exists(userId, ride.fileSha256))) continue;
        const name = originalPath(ride);
        stored.add(ride.id);
        const sha = ride.fileSha256;
        // stored, not re-compressed: ride files are compact binary or already gzipped
        zip.addReadStreamLazy(name, { mtime: ride.startTime, compress: false }, (cb) => {
          ports.files.open(userId, sha).then(
            (s) => (s ? cb(null, s as Readable) : cb(new Error('original file vanished'), null as never)),
            (e) => cb(e as Error, null as never),
          );
        });
        paths.push(name);
      }
    }
    zip.addReadStreamLazy('activities.csv', { mtime: job.now }, (cb) =>
      cb(null, Readable.from(ridesCsv(ports.db, userId, (r) => (stored.has(r.id) ? originalPath(r) : null)))),
    );
    paths.push('activities.csv');
    add('README.txt', Buffer.from(renderReadme(lang, job.now, paths), 'utf8'));
    zip.end();
    await Promise.race([written, zipFailed]);
    await rename(tmp, target);
    return (await stat(target)).size;
  } catch (error) {
    out.destroy();
    await rm(tmp, { force: true });
    throw error;
  }
}
