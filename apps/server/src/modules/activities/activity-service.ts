import { ftpSourceForRide, knownFtp, rideFtpEvidence, withFtpSources } from '@domestique/coach';
import type { ActivityDetail, ActivityList, ActivityListQuery, ActivityStreams } from '@domestique/contract';
import { STREAM_MAX_POINTS } from '@domestique/contract';
import {
  hrZones,
  intensityBeyondFtp,
  LTHR_FRACTION_OF_MAX,
  powerZones,
  STANDARD_DURATIONS,
  speedStats,
  storedRideMetrics,
  timeInZones,
  wPrimeBalance,
  type Zone,
} from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { decodePowerCurve } from '../../db/power-curve-codec.ts';
import { decodeStream, downsampleMinMax, fullResolution } from '../../db/stream-codec.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { FtpHistoryRow, FtpRepository, ProfileFtpFacts } from '../ftp/index.ts';
import type { ActivityRepository, ActivityRow } from './activity-repository.ts';
import { downloadName } from './download-name.ts';
import { recognizedTest } from './recognized-test.ts';
import type { RideCriticalPower, WPrimeParams } from './ride-critical-power.ts';

type Channels = Record<string, Float32Array>;

function zoneSummary(values: ArrayLike<number>, zones: Zone[], basis: number, model: string) {
  const seconds = timeInZones(values, zones);
  return {
    basis,
    model,
    zones: zones.map((z, i) => ({
      id: z.id,
      key: z.key,
      min: z.min,
      max: Number.isFinite(z.max) ? z.max : null,
      seconds: seconds[i]!,
    })),
  };
}

/**
 * A channel worth drawing: at least one value above 0. A power, cadence or speed channel of zeros is a sensor that
 * was paired but sent nothing (a cadence chart of zeros says nothing true), so it is left out like a missing one.
 */
export function hasSignal(values: Float32Array | undefined): values is Float32Array {
  if (!values) return false;
  for (let i = 0; i < values.length; i++) if (values[i]! > 0) return true;
  return false;
}

/**
 * The laps worth a row: a lap with no duration, no power and no heart rate (a head unit's stub, "0:00 · 5 m · — ·
 * —") says nothing, and is left out.
 */
export function meaningfulLaps(laps: ActivityDetail['laps']): ActivityDetail['laps'] {
  return laps.filter(
    (lap) =>
      ((lap.timerS ?? lap.elapsedS ?? 0) >= 1 && (lap.distanceM ?? 0) > 0) ||
      (lap.avgPowerW ?? 0) > 0 ||
      (lap.avgHeartRateBpm ?? 0) > 0,
  );
}

function curveObject(data: Uint8Array | null): Record<string, number> | null {
  const values = decodePowerCurve(data);
  if (!values) return null;
  const out: Record<string, number> = {};
  values.forEach((w, i) => {
    if (Number.isFinite(w) && STANDARD_DURATIONS[i] != null) out[String(STANDARD_DURATIONS[i])] = w;
  });
  return out;
}

export function createActivityService(deps: {
  activities: ActivityRepository;
  ftpRepo: FtpRepository;
  files: FileStore;
  log: FastifyBaseLogger;
  criticalPower: RideCriticalPower;
  /** Publishes "rides changed" inside the delete's transaction. */
  onDeleted?: (tx: DbOrTx, userId: string, activityId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { activities } = deps;
  const now = deps.now ?? (() => new Date());

  async function mustFind(userId: string, id: string): Promise<ActivityRow> {
    const row = await activities.find(userId, id);
    if (!row) throw new HttpError(404, 'not_found');
    return row;
  }

  async function loadChannels(userId: string, id: string, names?: string[]): Promise<Channels> {
    const rows = await activities.streams(userId, id, names);
    const out: Channels = {};
    for (const r of rows) out[r.channel] = decodeStream(r.data, r.encoding);
    return out;
  }

  /**
   * The ride's W′ balance with the rider's CP and W′ (fitted, else from FTP), or null without power or either: the
   * science `ride` model, with the stops (jumps of the time channel) recovering as rest.
   */
  async function wPrime(
    userId: string,
    a: ActivityRow,
    power: Float32Array | undefined,
    time: Float32Array | undefined,
  ) {
    if (!a.hasPower || !power || power.length === 0) return null;
    const params = await deps.criticalPower(userId, a);
    if (!params) return null;
    const elapsedOffset = time?.length === power.length ? time : undefined;
    return {
      params,
      balance: wPrimeBalance(power, params.cpW, params.wPrimeJ, 'ride', { elapsedOffset }),
    };
  }

  function wPrimeSummary(params: WPrimeParams, balance: Float64Array, time: Float32Array | undefined) {
    let minAt = 0;
    for (let i = 1; i < balance.length; i++) if (balance[i]! < balance[minAt]!) minAt = i;
    return {
      ...params,
      minJ: balance[minAt]!,
      // seconds from the start, pauses included (the charts' time axis), not the riding-second index
      minAtS: time?.[minAt] ?? minAt,
      minPct: (100 * balance[minAt]!) / params.wPrimeJ,
    };
  }

  /**
   * Where the ride's FTP comes from, and what the ride says about it: an IF no right FTP allows, the suggestion it
   * left, or why it leaves none (docs/science.md, "Ride-based and test-based FTP"). Null for a ride not scored on FTP.
   */
  async function ftpFacts(
    userId: string,
    a: ActivityRow,
    history: FtpHistoryRow[],
    profile: ProfileFtpFacts | null,
  ): Promise<Pick<ActivityDetail, 'ftpSource' | 'ftpEvidence'>> {
    if (a.intensityFactor == null) return { ftpSource: null, ftpEvidence: null };
    const [[suggestion], pending] = await Promise.all([
      deps.ftpRepo.suggestions(userId, { activityId: a.id }),
      deps.ftpRepo.pendingSuggestion(userId),
    ]);
    const watts = decodePowerCurve(a.powerCurve);
    const curve =
      watts?.length === STANDARD_DURATIONS.length ? { durations: STANDARD_DURATIONS, watts } : null;
    const evidence = rideFtpEvidence(
      { startTime: a.startTime, cycling: a.cycling, powerCurve: curve },
      knownFtp(history, profile),
      now(),
    );
    return {
      ftpSource: ftpSourceForRide(a.startTime, history, profile)?.source ?? null,
      ftpEvidence: {
        ifBeyondFtp: intensityBeyondFtp(a.intensityFactor, a.movingS),
        suggestion: suggestion
          ? {
              id: suggestion.id,
              estimateW: suggestion.estimateW,
              status: suggestion.status as 'pending' | 'accepted' | 'dismissed',
            }
          : null,
        // an estimate without a suggestion of its own: a higher one from another ride was waiting (or was decided)
        noSuggestionReason: suggestion
          ? null
          : 'reason' in evidence
            ? evidence.reason
            : pending
              ? 'another_suggestion'
              : 'not_above_ftp',
      },
    };
  }

  return {
    async list(userId: string, q: ActivityListQuery): Promise<ActivityList> {
      const [{ items, total, rides }, history, profile] = await Promise.all([
        activities.list(userId, q),
        deps.ftpRepo.history(userId),
        deps.ftpRepo.profileFacts(userId),
      ]);
      return {
        items: withFtpSources(items, history, profile),
        total,
        rides,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async detail(userId: string, id: string): Promise<ActivityDetail> {
      const a = await mustFind(userId, id);
      const channels = await loadChannels(userId, id, ['time', 'power', 'heart_rate', 'speed']);
      const [profile, history] = await Promise.all([
        deps.ftpRepo.profileFacts(userId),
        deps.ftpRepo.history(userId),
      ]);
      const power = a.hasPower ? channels.power : undefined;
      const ftp = a.ftpUsedW;
      const lthr = profile?.lthr ?? (profile?.maxHr ? profile.maxHr * LTHR_FRACTION_OF_MAX : null);
      const wbal = await wPrime(userId, a, power, channels.time);
      return {
        id: a.id,
        name: a.name,
        source: a.source,
        file: a.originalFilename,
        format: a.fileFormat,
        sport: a.sport,
        startTime: a.startTime.toISOString(),
        ...storedRideMetrics(a),
        // from the stored speed stream and distance, by the rule the analysis uses: consistent, or not given
        ...speedStats(channels.speed ?? null, a.distanceM, a.movingS),
        hasPower: a.hasPower,
        powerCurve: curveObject(a.powerCurve),
        ftpUsedW: a.ftpUsedW,
        ...(await ftpFacts(userId, a, history, profile)),
        laps: meaningfulLaps(a.laps as ActivityDetail['laps']),
        powerZones: power && ftp ? zoneSummary(power, powerZones(ftp), ftp, 'coggan') : null,
        heartRateZones:
          channels.heart_rate && lthr
            ? zoneSummary(channels.heart_rate, hrZones(lthr), lthr, 'coggan')
            : null,
        wPrimeBalance: wbal ? wPrimeSummary(wbal.params, wbal.balance, channels.time) : null,
        cycling: a.cycling,
        warnings: a.warnings,
        workoutName: a.workoutName,
        recognizedFtpTest: recognizedTest(a),
        createdAt: a.createdAt.toISOString(),
      };
    },

    async streams(userId: string, id: string, full: boolean): Promise<ActivityStreams> {
      const a = await mustFind(userId, id);
      const c = await loadChannels(userId, id);
      const time = c.time ?? new Float32Array(0);
      const columns = {
        power: hasSignal(c.power) ? c.power : null,
        heartRate: c.heart_rate ?? null,
        cadence: hasSignal(c.cadence) ? c.cadence : null,
        speed: hasSignal(c.speed) ? c.speed : null,
        altitude: c.altitude ?? null,
        distance: c.distance ?? null,
        wPrimeBalance: (await wPrime(userId, a, c.power, c.time))?.balance ?? null,
      };
      const n = time.length;
      const sampled = full || n <= STREAM_MAX_POINTS;
      const out = sampled
        ? fullResolution(time, columns)
        : downsampleMinMax(time, columns, STREAM_MAX_POINTS);
      return {
        full: sampled,
        method: sampled ? 'none' : 'minmax',
        sampleCount: n,
        pointCount: out.timeS.length,
        timeS: out.timeS,
        channels: out.channels as ActivityStreams['channels'],
      };
    },

    /** A blank name is no name: the ride goes back to its default ("Morning ride"), as with null. */
    async rename(userId: string, id: string, name: string | null) {
      if (!(await activities.rename(userId, id, name?.trim() || null))) throw new HttpError(404, 'not_found');
      return this.detail(userId, id);
    },

    /** Removes the ride, its streams and suggestions, then its original file. */
    async delete(userId: string, id: string): Promise<void> {
      const sha = await activities.delete(
        userId,
        id,
        (tx) => deps.onDeleted?.(tx, userId, id) ?? Promise.resolve(),
      );
      if (!sha) throw new HttpError(404, 'not_found');
      await deps.files.delete(userId, sha).catch((err: unknown) => {
        deps.log.error({ err, activityId: id }, 'original file could not be removed');
      });
    },

    async originalFile(userId: string, id: string) {
      const a = await mustFind(userId, id);
      const bytes = await deps.files.get(userId, a.fileSha256);
      if (!bytes) throw new HttpError(404, 'not_found');
      const ext = a.fileCompressed ? `${a.fileFormat}.gz` : a.fileFormat;
      return { bytes, filename: downloadName(a.originalFilename, ext, a.id) };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
