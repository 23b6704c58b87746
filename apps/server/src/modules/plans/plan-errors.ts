import { PlanInputError, type PlanInputIssue } from '@domestique/coach';
import type { PlanFieldError } from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';

/** The coach's input issue as the field error code the API words (`PLAN_FIELD_ERRORS`). */
function fieldCode(issue: PlanInputIssue): PlanFieldError {
  switch (issue.code) {
    case 'required':
      return 'required';
    case 'invalid':
      return 'invalid_value';
    case 'duplicate':
      return issue.field.startsWith('events') || issue.field.startsWith('event.')
        ? 'duplicate_event_day'
        : 'duplicate_day';
    case 'eventBeforeStart':
      return 'event_before_start';
    case 'eventNotInLastWeek':
      return 'event_not_in_last_week';
    case 'eventAfterPlan':
      return 'event_after_plan';
    case 'outOfRange':
      if (/^events?\.(\d+\.)?name$/.test(issue.field)) return 'event_name_length';
      if (issue.field === 'weeklyHours') return 'weekly_hours_range';
      if (issue.field === 'weeks') return 'weeks_range';
      if (issue.field.endsWith('maxDurationS')) return 'day_cap_range';
      if (issue.field === 'events') return 'too_many_events';
      return 'out_of_range';
  }
}

/** 400 with one field error per field (the first issue of each), for a plan the coach cannot build. */
export function planInputHttpError(error: PlanInputError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.field] ??= fieldCode(issue);
  return new HttpError(400, 'validation_error', fields);
}

/** Runs `build`; a `PlanInputError` becomes the 400 above. */
export function withPlanInputErrors<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof PlanInputError) throw planInputHttpError(error);
    throw error;
  }
}

export async function withPlanInputErrorsAsync<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof PlanInputError) throw planInputHttpError(error);
    throw error;
  }
}
