import type { UploadResult } from '@domestique/contract';
import {
  publicWarning,
  type RideDescription,
  type RideFileErrorCode,
  type RideWarning,
} from '@domestique/formats';
import type { RideRef } from './activity-repository.ts';

// What one file of an import came to: created, a duplicate of a stored ride (and why), or rejected (and why).

/** A file we decoded but could not store (database or disk failure): the rider may simply try again. */
export type ImportErrorCode = RideFileErrorCode | 'import_failed';

/** Outcome without localised text (the route words codes in the request language). */
export type ImportOutcome = Omit<UploadResult, 'error' | 'warnings' | 'duplicate'> & {
  errorCode: ImportErrorCode | null;
  duplicate: { reason: 'same_file' | 'same_ride' | 'replaced'; activity: RideRef } | null;
  warnings: Omit<RideWarning, 'detail'>[];
};

/** Thrown inside the import transaction when another file of the same ride was stored first. */
export class SameRideStored extends Error {
  readonly existing: RideRef;
  constructor(existing: RideRef) {
    super('same ride already stored');
    this.existing = existing;
  }
}

export const rejected = (filename: string, errorCode: ImportErrorCode): ImportOutcome => ({
  filename,
  status: 'rejected',
  activityId: null,
  errorCode,
  duplicate: null,
  warnings: [],
});
export const duplicateOf = (
  filename: string,
  reason: 'same_file' | 'same_ride' | 'replaced',
  activity: RideRef,
  warnings: ImportOutcome['warnings'] = [],
): ImportOutcome => ({
  filename,
  status: 'duplicate',
  activityId: activity.id,
  errorCode: null,
  duplicate: { reason, activity },
  warnings,
});

/** A new ride, with the warnings its file left (what the decoders had to do to read it). */
export const created = (filename: string, id: string, ride: RideDescription): ImportOutcome => ({
  filename,
  status: 'created',
  activityId: id,
  errorCode: null,
  duplicate: null,
  warnings: ride.warnings.map(publicWarning),
});
