/**
 * From a recognised test ride to the FTP the rider is offered: the recognition here ({@link recognizeFtpTest}) and
 * science's `ftpFromTest`, exactly as the FTP-test panel computes it, so an import and the panel agree.
 */
import { ftpFromTest } from '@domestique/science';
import { localDay } from '../calendar/local-day.ts';
import { type FtpTestRideFacts, recognizeFtpTest } from './recognize-ftp-test.ts';
import type { FtpTestEvidence, FtpTestProtocolId } from './types.ts';

/** A ride recognised as an FTP test, with the FTP the protocol gives from it (never applied without the rider). */
export interface FtpTestProposal {
  protocol: FtpTestProtocolId;
  evidence: FtpTestEvidence;
  /** Rounded to the watt, as "use this ride as an FTP test" shows it. */
  ftpW: number;
  /** The protocol's effort: best minute (ramp), best 20 minutes, mean of the two 8-minute efforts. */
  basisW: number;
}

/**
 * A test scheduled by the rider's plan, for the day it is planned on (`YYYY-MM-DD` in the rider's time zone). The
 * seam for the plan: nothing schedules tests yet, so the import passes none; when plans exist, the upload reads the
 * rider's planned tests once and the ride of that day is recognised as that test first.
 */
export interface PlannedFtpTest {
  day: string;
  protocol: FtpTestProtocolId;
  workoutId: string | null;
}

/** The planned test of the ride's local day, if any. */
export function plannedTestOn(
  planned: readonly PlannedFtpTest[] | undefined,
  startTime: Date,
  timeZone: string,
): FtpTestRideFacts['plannedTest'] {
  if (!planned?.length) return null;
  const day = localDay(timeZone, startTime);
  const test = planned.find((p) => p.day === day);
  return test ? { protocol: test.protocol, workoutId: test.workoutId } : null;
}

/**
 * Recognises a test ride (the plan's test, the workout name in the file, the power's shape) and computes its FTP.
 * Null when the ride is not recognised, or does not hold the protocol's efforts (a ramp test abandoned before its
 * first minute).
 */
export function proposeFtpTest(facts: FtpTestRideFacts): FtpTestProposal | null {
  const test = recognizeFtpTest(facts);
  if (!test || !facts.watts) return null;
  const result = ftpFromTest(test.protocol, facts.watts);
  if (!result) return null;
  return {
    protocol: test.protocol,
    evidence: test.evidence,
    ftpW: Math.round(result.ftpW),
    basisW: result.basisW,
  };
}
