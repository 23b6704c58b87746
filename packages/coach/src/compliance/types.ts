import type { IsoDate } from '../calendar/days.ts';

/** A ride the rider did, as compliance and adaptation need it (the server maps its activities to this). */
export interface RideRecord {
  readonly id: string;
  /** The ride's local day. */
  readonly date: IsoDate;
  /** Moving time, seconds. */
  readonly durationS: number;
  /** TSS (power, or HR-based when there is no power); null when unknown. */
  readonly tss: number | null;
  /** Seconds in Coggan power zones Z1…Z7, when the ride has power. */
  readonly timeInZonesS?: readonly number[] | null;
  /** NP / FTP when the ride has power and an FTP; else derived from TSS and duration where needed. */
  readonly intensityFactor?: number | null;
}

/** What the rider said after a ride: RPE 1–10 (CR-10) and/or how the session felt against the plan. */
export interface RideFeedback {
  readonly rideId: string;
  readonly rpe?: number | null;
  readonly feel?: Feel | null;
}

export const FEELS = ['tooEasy', 'right', 'tooHard'] as const;
export type Feel = (typeof FEELS)[number];

export const COMPLIANCE_STATUSES = ['completed', 'partial', 'missed'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Planned numbers a ride is compared with. */
export interface PlannedTarget {
  readonly durationS: number;
  readonly tss: number;
  /** Seconds in Coggan power zones Z1…Z7, when known (the library derives them). */
  readonly timeInZonesS?: readonly number[] | null;
  /**
   * What the session is for, when the caller knows it: `volume` (an endurance or long ride: its time) or
   * `intensity` (a tempo or hard session: its time in the upper zones). A ride that covers it counts as the session
   * (`purposeCoverage`) even when its numbers differ from the plan's.
   */
  readonly purpose?: SessionPurpose | null;
}

export type SessionPurpose = 'volume' | 'intensity';

export interface ComplianceScore {
  /** 0–1: weighted agreement of duration, TSS and time in zone (the parts both sides have). */
  readonly score: number;
  readonly status: ComplianceStatus;
  /** Agreement of each part, 0–1, or null when a side lacks it. */
  readonly duration: number;
  readonly tss: number | null;
  readonly zones: number | null;
}
