import type { SummaryPeriod } from '@domestique/coach';
import type {
  ActivityDetail,
  ActivityList,
  CalendarView,
  checkInHistorySchema,
  Fitness,
  Language,
  PlanChangeList,
  Summary,
} from '@domestique/contract';
import type { z } from 'zod';

type CheckInHistory = z.infer<typeof checkInHistorySchema>;

/**
 * What the MCP door reads, as ports the composition root builds from the other modules' services (the same read
 * functions their GET routes call), so this module imports none of them.
 */
export interface McpPorts {
  /** The rider's time zone (their "today"). */
  timeZone(userId: string): Promise<string>;
  /** The calendar of `from`..`to` (plan sessions, rides, check-ins) — the current week here. */
  calendar(userId: string, q: { from: string; to: string }, lang: Language): Promise<CalendarView>;
  rides(userId: string, q: { page: number; pageSize: number }): Promise<ActivityList>;
  ride(userId: string, id: string): Promise<ActivityDetail>;
  /** CTL/ATL/TSB from `from` to `to`, computed without the rides stored from `withoutSource`. */
  fitness(userId: string, q: { from: string; to: string }, withoutSource: string): Promise<Fitness>;
  changes(userId: string, q: { page: number; pageSize: number }, lang: Language): Promise<PlanChangeList>;
  checkIns(userId: string, q: { from: string; to: string }): Promise<CheckInHistory>;
  summary(userId: string, period: SummaryPeriod, lang: Language): Promise<Summary>;
}
