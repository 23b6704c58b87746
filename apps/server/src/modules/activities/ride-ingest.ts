import { createHash } from 'node:crypto';
import type { RideFileErrorCode } from '@domestique/formats';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { ActivityImporter, ImportErrorCode, ImportOutcome, UploadedFile } from './activity-import.ts';
import type { RideOrigin, RideSource, RideSourceRepository } from './ride-source-repository.ts';

/** One ride file from anywhere: an upload's file, or what a provider's sync job fetched. */
export interface IngestInput {
  userId: string;
  bytes: Uint8Array;
  /** The file's name (its extension helps tell TCX from GPX); or give `format`. */
  fileName?: string;
  format?: 'fit' | 'tcx' | 'gpx' | 'fit.gz' | 'tcx.gz' | 'gpx.gz';
  source: RideSource;
  /** The provider's id of the ride: a second delivery under the same id is a no-op. Required for providers. */
  externalId?: string;
}

export type IngestOutcome =
  | { status: 'created'; activityId: string }
  /**
   * Already stored: `same_source` = this provider delivered this id before; `same_file` = the same bytes;
   * `same_ride` = the same outing from another file or source; `replaced` = the same outing, stored from a poorer
   * format, now from this file. The source is linked to the stored ride either way.
   */
  | {
      status: 'duplicate';
      activityId: string;
      reason: 'same_source' | 'same_file' | 'same_ride' | 'replaced';
    }
  | { status: 'rejected'; errorCode: ImportErrorCode };

/**
 * The one way rides get in (upload route, Garmin, Strava and intervals.icu sync jobs): decode, analyse and store
 * through the importer (worker pool, one transaction, same-ride detection under the rider's import lock), record
 * where the ride came from in `ride_sources`, and publish "ride imported" in the same transaction (the importer's
 * `onStored`). Idempotent per (rider, source, external id); the same ride from two sources is one ride with two
 * sources. A failure the caller should retry (the database away) throws; a file that cannot be a ride is `rejected`.
 */
export function createRideIngest(deps: {
  importer: ActivityImporter;
  sources: RideSourceRepository;
  /**
   * The original file of a stored ride: `missing` gives the ride's file hash when its file is not on disk (lost to
   * a kill between the commit and the rename, before start-ups restored those), `restore` puts bytes there.
   */
  originals: {
    missing(userId: string, activityId: string): Promise<string | null>;
    restore(userId: string, sha256: string, bytes: Uint8Array): Promise<void>;
  };
  log: FastifyBaseLogger;
}) {
  const linkDuplicate = async (userId: string, outcome: ImportOutcome, origin: RideOrigin) => {
    if (outcome.status === 'duplicate' && outcome.activityId)
      await deps.sources.link(userId, outcome.activityId, origin);
  };

  return {
    /** One ride file from any source (see the module doc). */
    async ingestRide(input: IngestInput): Promise<IngestOutcome> {
      if (input.source !== 'upload' && !input.externalId)
        throw new Error(`a ride from ${input.source} needs its external id`);
      const origin: RideOrigin = { source: input.source, externalId: input.externalId ?? null };
      if (input.externalId) {
        const known = await deps.sources.find(input.userId, input.source, input.externalId);
        if (known) {
          // delivered again: if the ride lost its original, these are its bytes (the same hash) — put them back
          const sha = await deps.originals.missing(input.userId, known);
          if (sha && createHash('sha256').update(input.bytes).digest('hex') === sha) {
            await deps.originals.restore(input.userId, sha, input.bytes);
            deps.log.info({ source: input.source }, 'a synced ride’s missing original was fetched again');
          }
          return { status: 'duplicate', activityId: known, reason: 'same_source' };
        }
      }
      const filename =
        input.fileName ?? `${input.source}-${input.externalId ?? 'ride'}.${input.format ?? 'fit'}`;
      let outcome: ImportOutcome;
      try {
        [outcome] = (await deps.importer.importFiles(
          input.userId,
          [{ filename, bytes: input.bytes }],
          origin,
        )) as [ImportOutcome];
      } catch (err) {
        // over the size limits: for a synced ride that is a rejection, not an HTTP answer
        if (err instanceof HttpError && err.status === 413)
          return { status: 'rejected', errorCode: 'too_large' satisfies RideFileErrorCode };
        throw err;
      }
      if (outcome.status === 'created') return { status: 'created', activityId: outcome.activityId! };
      if (outcome.status === 'duplicate' && outcome.duplicate) {
        await linkDuplicate(input.userId, outcome, origin);
        return { status: 'duplicate', activityId: outcome.activityId!, reason: outcome.duplicate.reason };
      }
      deps.log.info({ source: input.source, code: outcome.errorCode }, 'ride from a provider rejected');
      return { status: 'rejected', errorCode: outcome.errorCode ?? 'corrupt' };
    },

    /**
     * Whether a provider's ride is here with its original file: what a sync checks before spending a call on it.
     * A ride whose original is missing counts as not stored, so the sync fetches it again and the delivery above
     * puts the file back.
     */
    async stored(userId: string, source: RideSource, externalId: string): Promise<boolean> {
      const known = await deps.sources.find(userId, source, externalId);
      return known !== null && (await deps.originals.missing(userId, known)) === null;
    },

    /** The files of one upload (the route's multipart request): results per file, as the upload answers them. */
    upload(userId: string, files: UploadedFile[]): Promise<ImportOutcome[]> {
      // a re-upload of a stored ride adds no source: uploads carry no id to tell one upload from another
      return deps.importer.importFiles(userId, files, { source: 'upload' });
    },
  };
}

export type RideIngest = ReturnType<typeof createRideIngest>;
