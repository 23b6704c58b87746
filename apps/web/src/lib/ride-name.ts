import type { TFunction } from 'i18next';

/** Parts of the day a default ride name is built from, Strava style ("Morning ride"). */
export const DAY_PARTS = ['morning', 'lunch', 'afternoon', 'evening', 'night'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** What naming a ride needs: its stored name (null = none), its start, and whether it is a ride at all. */
export type NamedRide = { name: string | null; startTime: string; cycling: boolean };

const hourFormats = new Map<string, Intl.DateTimeFormat>();

function hourFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = hourFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone });
    hourFormats.set(key, format);
  }
  return format;
}

/**
 * The hour (0–23) of `instant` on the wall clock of `timeZone` (an IANA name), or of the browser's zone when it is
 * null or one this browser does not know (the server accepts any zone its runtime knows).
 */
export function localHour(instant: Date, timeZone?: string | null): number {
  let format: Intl.DateTimeFormat;
  try {
    format = hourFormat(timeZone ?? undefined);
  } catch {
    format = hourFormat(undefined);
  }
  const hour = format.formatToParts(instant).find((part) => part.type === 'hour')?.value;
  return Number(hour) % 24;
}

/** 05:00–11:59 morning, 12:00–13:59 lunch, 14:00–17:59 afternoon, 18:00–21:59 evening, 22:00–04:59 night. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 14) return 'lunch';
  if (hour >= 14 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}

/**
 * The name a ride without one goes by: the part of the day it started in, on the rider's clock, in the rider's
 * language ("Morning ride", "Pedal da manhã", "Salida matutina"); "… activity" for another sport. Built on the client
 * rather than stored, so it follows the interface language and the rider's time zone.
 */
export function defaultRideName(
  ride: Omit<NamedRide, 'name'>,
  t: TFunction,
  timeZone?: string | null,
): string {
  const part = dayPart(localHour(new Date(ride.startTime), timeZone));
  // prefixed: callers may pass the `t` of any namespace
  return ride.cycling ? t(`common:rideNames.ride.${part}`) : t(`common:rideNames.activity.${part}`);
}

/** The ride's own name, else its default name. */
export function rideName(ride: NamedRide, t: TFunction, timeZone?: string | null): string {
  return ride.name ?? defaultRideName(ride, t, timeZone);
}
