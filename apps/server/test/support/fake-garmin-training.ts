import type { ServerResponse } from 'node:http';

/**
 * The fake Garmin's Training API V2 (integrations.md §1): create at /workoutportal/workout/v2, get/put/delete at
 * /training-api/workout/v2/{id}, schedules at /training-api/schedule/. Workouts are validated like Garmin's
 * documented rules (sport, step types, intensities, duration/target types, step orders, ≤ 100 steps, provider ≤ 20
 * characters, description ≤ 1024) so a malformed conversion fails the tests instead of passing silently.
 */
export interface TrainingState {
  workouts: Map<number, { ownerId: string; body: Record<string, unknown> }>;
  schedules: Map<number, { ownerId: string; workoutId: number; date: string }>;
  nextId: number;
}

const INTENSITIES = ['REST', 'WARMUP', 'COOLDOWN', 'RECOVERY', 'ACTIVE', 'INTERVAL'];
const DURATION_TYPES = [
  'TIME',
  'DISTANCE',
  'OPEN',
  'HR_LESS_THAN',
  'HR_GREATER_THAN',
  'CALORIES',
  'POWER_LESS_THAN',
  'POWER_GREATER_THAN',
  'FIXED_REST',
  'REPS',
];
const TARGET_TYPES = [
  'POWER',
  'HEART_RATE',
  'CADENCE',
  'SPEED',
  'OPEN',
  'POWER_3S',
  'POWER_10S',
  'POWER_30S',
  'POWER_LAP',
];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Problems of a workout body, empty when Garmin would accept it. */
export function workoutProblems(body: unknown): string[] {
  const problems: string[] = [];
  if (typeof body !== 'object' || body === null) return ['not an object'];
  const w = body as Record<string, unknown>;
  if (typeof w.workoutName !== 'string' || w.workoutName.length === 0) problems.push('workoutName');
  if (w.sport !== 'CYCLING') problems.push('sport');
  if (typeof w.workoutProvider === 'string' && w.workoutProvider.length > 20)
    problems.push('workoutProvider > 20');
  if (typeof w.workoutSourceId === 'string' && w.workoutSourceId.length > 20)
    problems.push('workoutSourceId > 20');
  if (typeof w.description === 'string' && w.description.length > 1024) problems.push('description > 1024');
  if (!Array.isArray(w.segments) || w.segments.length !== 1) return [...problems, 'segments'];
  const seg = w.segments[0] as Record<string, unknown>;
  if (seg.segmentOrder !== 1 || seg.sport !== 'CYCLING' || !Array.isArray(seg.steps))
    return [...problems, 'segment'];
  let order = 0;
  let count = 0;
  const walk = (steps: unknown[], depth: number) => {
    for (const raw of steps) {
      const s = raw as Record<string, unknown>;
      count += 1;
      if (s.stepOrder !== ++order) problems.push(`stepOrder ${String(s.stepOrder)} (expected ${order})`);
      if (typeof s.description === 'string' && s.description.length > 512) problems.push('step description');
      if (s.type === 'WorkoutRepeatStep') {
        if (s.repeatType !== 'REPEAT_UNTIL_STEPS_CMPLT') problems.push('repeatType');
        if (!Number.isInteger(s.repeatValue) || (s.repeatValue as number) < 1) problems.push('repeatValue');
        if (!Array.isArray(s.steps) || s.steps.length === 0 || depth > 1) problems.push('repeat steps');
        else walk(s.steps, depth + 1);
      } else if (s.type === 'WorkoutStep') {
        if (!INTENSITIES.includes(String(s.intensity))) problems.push(`intensity ${String(s.intensity)}`);
        if (!DURATION_TYPES.includes(String(s.durationType))) problems.push('durationType');
        if (s.durationType === 'TIME' && !(typeof s.durationValue === 'number' && s.durationValue > 0))
          problems.push('durationValue');
        if (!TARGET_TYPES.includes(String(s.targetType))) problems.push('targetType');
        if (s.targetType === 'POWER' && s.targetValue === undefined) {
          const lo = s.targetValueLow;
          const hi = s.targetValueHigh;
          if (typeof lo !== 'number' || typeof hi !== 'number' || lo > hi) problems.push('power range');
        }
        if (s.secondaryTargetType !== undefined) {
          if (s.secondaryTargetType === s.targetType) problems.push('secondary equals primary');
          if (s.targetType === 'OPEN') problems.push('OPEN primary with a secondary');
        }
      } else problems.push(`step type ${String(s.type)}`);
    }
  };
  walk(seg.steps, 0);
  if (count > 100) problems.push('more than 100 steps');
  return problems;
}

export function handleTrainingApi(
  state: TrainingState,
  ownerId: string,
  method: string,
  url: URL,
  rawBody: string,
  res: ServerResponse,
) {
  let body: unknown = null;
  if (rawBody) {
    try {
      body = JSON.parse(rawBody);
    } catch {
      return json(res, 400, { message: 'malformed JSON' });
    }
  }
  const path = url.pathname;
  if (method === 'POST' && path === '/workoutportal/workout/v2') {
    const problems = workoutProblems(body);
    if (problems.length > 0) return json(res, 400, { message: problems.join('; ') });
    const workoutId = state.nextId++;
    const stored = { ...(body as Record<string, unknown>), workoutId, ownerId };
    state.workouts.set(workoutId, { ownerId, body: stored });
    return json(res, 200, stored);
  }
  const w = /^\/training-api\/workout\/v2\/(\d+)$/.exec(path);
  if (w) {
    const id = Number(w[1]);
    const existing = state.workouts.get(id);
    if (!existing || existing.ownerId !== ownerId) return json(res, 404, { message: 'not found' });
    if (method === 'GET') return json(res, 200, existing.body);
    if (method === 'DELETE') {
      state.workouts.delete(id);
      for (const [sid, s] of state.schedules) if (s.workoutId === id) state.schedules.delete(sid);
      res.writeHead(204);
      res.end();
      return;
    }
    if (method === 'PUT') {
      const problems = workoutProblems(body);
      if ((body as Record<string, unknown>)?.ownerId !== ownerId) problems.push('ownerId');
      if (problems.length > 0) return json(res, 400, { message: problems.join('; ') });
      existing.body = { ...(body as Record<string, unknown>), workoutId: id, ownerId };
      res.writeHead(204);
      res.end();
      return;
    }
  }
  if (path === '/training-api/schedule/' || path === '/training-api/schedule') {
    if (method === 'POST') {
      const b = body as { workoutId?: unknown; date?: unknown } | null;
      const workout = state.workouts.get(Number(b?.workoutId));
      if (!workout || workout.ownerId !== ownerId) return json(res, 400, { message: 'unknown workoutId' });
      if (typeof b?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.date))
        return json(res, 400, { message: 'date' });
      const scheduleId = state.nextId++;
      state.schedules.set(scheduleId, { ownerId, workoutId: Number(b.workoutId), date: b.date });
      return json(res, 200, scheduleId);
    }
    if (method === 'GET') {
      const from = url.searchParams.get('startDate') ?? '';
      const to = url.searchParams.get('endDate') ?? '';
      return json(
        res,
        200,
        [...state.schedules]
          .filter(([, s]) => s.ownerId === ownerId && s.date >= from && s.date <= to)
          .map(([scheduleId, s]) => ({ scheduleId, workoutId: s.workoutId, date: s.date })),
      );
    }
  }
  const s = /^\/training-api\/schedule\/(\d+)$/.exec(path);
  if (s && method === 'DELETE') {
    const existing = state.schedules.get(Number(s[1]));
    if (!existing || existing.ownerId !== ownerId) return json(res, 404, { message: 'not found' });
    state.schedules.delete(Number(s[1]));
    res.writeHead(204);
    res.end();
    return;
  }
  json(res, 404, { message: 'no such endpoint' });
}
