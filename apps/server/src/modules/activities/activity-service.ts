import type { ActivityDetail, ActivityList, ActivityListQuery, ActivityStreams } from '@domestique/contract';
import { STREAM_MAX_POINTS } from '@domestique/contract';
import {
  hrZones,
  LTHR_FRACTION_OF_MAX,
  powerZones,
  STANDARD_DURATIONS,
  timeInZones,
  wPrimeBalance,
  type Zone,
} from '@domestique/science';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { FtpRepository } from '../ftp/ftp-repository.ts';
import { recognizedTest } from '../ftp/ftp-test-recognition.ts';
import type { ActivityRepository, ActivityRow } from './activity-repository.ts';
import { decodePowerCurve } from './power-curve-codec.ts';
import type { RideCriticalPower, WPrimeParams } from './ride-critical-power.ts';
import { decodeStream, downsampleMinMax, fullResolution } from './stream-codec.ts';

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
}) {
  const { activities } = deps;

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

  /** The ride's W′ balance with the rider's CP and W′ (fitted, else from FTP), or null without power or either. */
  async function wPrime(userId: string, a: ActivityRow, power: Float32Array | undefined) {
    if (!a.hasPower || !power || power.length === 0) return null;
    const params = await deps.criticalPower(userId, a);
    return params ? { params, balance: wPrimeBalance(power, params.cpW, params.wPrimeJ) } : null;
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

  return {
    async list(userId: string, q: ActivityListQuery): Promise<ActivityList> {
      const { items, total } = await activities.list(userId, q);
      return { items, total, page: q.page, pageSize: q.pageSize };
    },

    async detail(userId: string, id: string): Promise<ActivityDetail> {
      const a = await mustFind(userId, id);
      const channels = await loadChannels(userId, id, ['time', 'power', 'heart_rate']);
      const profile = await deps.ftpRepo.profileFacts(userId);
      const power = a.hasPower ? channels.power : undefined;
      const ftp = a.ftpUsedW;
      const lthr = profile?.lthr ?? (profile?.maxHr ? profile.maxHr * LTHR_FRACTION_OF_MAX : null);
      const wbal = await wPrime(userId, a, power);
      return {
        id: a.id,
        name: a.name,
        source: a.source,
        file: a.originalFilename,
        format: a.fileFormat,
        sport: a.sport,
        startTime: a.startTime.toISOString(),
        elapsedS: a.elapsedS,
        movingS: a.movingS,
        distanceM: a.distanceM,
        elevationGainM: a.elevationGainM,
        hasPower: a.hasPower,
        avgPowerW: a.avgPowerW,
        maxPowerW: a.maxPowerW,
        normalizedPowerW: a.normalizedPowerW,
        intensityFactor: a.intensityFactor,
        tss: a.tss,
        variabilityIndex: a.variabilityIndex,
        workKj: a.workKj,
        avgHeartRateBpm: a.avgHeartRateBpm,
        maxHeartRateBpm: a.maxHeartRateBpm,
        powerCurve: curveObject(a.powerCurve),
        ftpEstimateW: a.ftpEstimateW,
        ftpUsedW: a.ftpUsedW,
        avgCadenceRpm: a.avgCadenceRpm,
        efficiencyFactor: a.efficiencyFactor,
        decouplingPct: a.decouplingPct,
        hrLoad: a.hrLoad,
        laps: a.laps as ActivityDetail['laps'],
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
        power: c.power ?? null,
        heartRate: c.heart_rate ?? null,
        cadence: c.cadence ?? null,
        speed: c.speed ?? null,
        altitude: c.altitude ?? null,
        distance: c.distance ?? null,
        wPrimeBalance: (await wPrime(userId, a, c.power))?.balance ?? null,
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
      const sha = await activities.delete(userId, id);
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
      const safeBase = (a.originalFilename ?? '').replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
      const filename = safeBase && safeBase.length <= 200 ? safeBase : `activity-${a.id}.${ext}`;
      return { bytes, filename };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
