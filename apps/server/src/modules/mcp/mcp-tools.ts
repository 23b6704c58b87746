import { addDays, localDay, periodStart, startOfDayIn } from '@domestique/coach';
import type { CalendarView, Language, PlanChangeView } from '@domestique/contract';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/db-errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../http/logging.ts';
import { isMessageKey, t } from '../../i18n/messages.ts';
import type { McpPorts } from './mcp-ports.ts';
import { STRAVA_SOURCE, type StravaRideRepository } from './strava-repository.ts';

/** Upper bounds of one call: an assistant pages for more rather than pulling a season in one answer. */
export const MCP_LIMITS = { rides: 100, changes: 50, fitnessDays: 366, checkInDays: 366 } as const;

const STRAVA_NOTE =
  'Rides synced from Strava are never included (Strava’s API agreement forbids passing its data to AI models).';
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

export interface McpRider {
  id: string;
  language: Language;
}

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
});

const refusal = (code: string, lang: Language): CallToolResult => ({
  isError: true,
  content: [
    {
      type: 'text',
      text: JSON.stringify({ error: { code, message: isMessageKey(code) ? t(lang, code) : code } }),
    },
  ],
});

/**
 * A refusal the rider's assistant can read (no plan, no such ride…) in the rider's language, never a crash. Anything
 * else is logged here and answered in general words: the SDK would otherwise put the raw error (a SQL message) into
 * the tool's result.
 */
async function answer(run: () => Promise<unknown>, lang: Language, log: Logger): Promise<CallToolResult> {
  try {
    return json(await run());
  } catch (error) {
    if (error instanceof HttpError) return refusal(error.code, lang);
    if (isDatabaseUnavailable(error)) return refusal('service_unavailable', lang);
    log.error({ err: error }, 'mcp tool failed');
    return refusal('internal_error', lang);
  }
}

const WITHHELD = { withheld: 'strava', note: STRAVA_NOTE } as const;

/** The calendar without Strava's rides; a session done by one keeps its plan, not the ride's numbers. */
async function withoutStravaRides(userId: string, view: CalendarView, strava: StravaRideRepository) {
  const ids = view.days.flatMap((d) => [
    ...d.rides.map((r) => r.id),
    ...d.sessions.flatMap((s) => (s.activityId ? [s.activityId] : [])),
  ]);
  const hidden = await strava.among(userId, ids);
  return {
    ...view,
    days: view.days.map((d) => ({
      ...d,
      rides: d.rides.filter((r) => !hidden.has(r.id)),
      sessions: d.sessions.map((s) =>
        s.activityId && hidden.has(s.activityId) ? { ...s, activityId: null, compliance: null } : s,
      ),
    })),
  };
}

/**
 * A change decided from a Strava ride (its facts name the ride, or it was set off by a ride on a day the rider rode
 * on Strava) keeps what the plan did — kind, reason code, days — but not its sentence and facts, which quote the ride.
 */
async function withoutStravaFacts(userId: string, change: PlanChangeView, strava: StravaRideRepository) {
  const named = Object.values(change.inputs).filter((v): v is string => typeof v === 'string');
  let fromStrava = (await strava.among(userId, named)).size > 0;
  if (!fromStrava && change.trigger === 'ride') {
    const at = new Date(change.createdAt);
    fromStrava = await strava.anyBetween(userId, new Date(at.getTime() - 2 * 86_400_000), at);
  }
  return fromStrava ? { ...change, sentence: null, inputs: {}, ...WITHHELD } : change;
}

/** The read-only tools: each a read function other modules' GET routes use, Strava's data filtered out. */
export function registerMcpTools(
  server: McpServer,
  rider: McpRider,
  deps: { ports: McpPorts; strava: StravaRideRepository; now: () => Date; log: Logger },
) {
  const { ports, strava } = deps;
  const { id: userId, language: lang } = rider;
  const today = async () => localDay(await ports.timeZone(userId), deps.now());

  server.registerTool(
    'get_current_week',
    {
      title: 'This week of the plan',
      description: `The rider's current training week (Monday to Sunday, their time zone): each day's planned sessions with their status, the rides done, check-ins, days marked unavailable. ${STRAVA_NOTE}`,
      inputSchema: {},
      annotations: READ_ONLY,
    },
    () =>
      answer(
        async () => {
          const from = periodStart(await today(), 'week');
          const view = await ports.calendar(userId, { from, to: addDays(from, 6) }, lang);
          return withoutStravaRides(userId, view, strava);
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'list_recent_rides',
    {
      title: 'Recent rides',
      description: `The rider's rides, newest first, with their summary metrics (duration, distance, TSS, IF, NP, average power and heart rate). At most ${MCP_LIMITS.rides} per call; page for more. ${STRAVA_NOTE}`,
      inputSchema: {
        limit: z.number().int().min(1).max(MCP_LIMITS.rides).default(20).describe('rides per page, 1–100'),
        page: z.number().int().min(1).max(10_000).default(1),
      },
      annotations: READ_ONLY,
    },
    ({ limit, page }) =>
      answer(
        async () => {
          const list = await ports.rides(userId, { page, pageSize: limit });
          const hidden = await strava.among(
            userId,
            list.items.map((r) => r.id),
          );
          return {
            page,
            limit,
            items: list.items.filter((r) => !hidden.has(r.id)),
            withheldFromStrava: hidden.size,
            note: STRAVA_NOTE,
          };
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'get_ride',
    {
      title: 'One ride',
      description: `One ride by id (from list_recent_rides or the week): its metrics — NP, IF, TSS, VI, work, power and heart-rate zones, power curve, W′ balance, laps. ${STRAVA_NOTE}`,
      inputSchema: { id: z.string().min(1).max(64).describe('the ride id') },
      annotations: READ_ONLY,
    },
    ({ id }) =>
      answer(
        async () => {
          if ((await strava.among(userId, [id])).size > 0) return { id, ...WITHHELD };
          return ports.ride(userId, id);
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'get_fitness_and_form',
    {
      title: 'Fitness and form',
      description: `Daily training load, fitness (CTL, 42-day), fatigue (ATL, 7-day) and form (TSB = CTL − ATL) up to today, over the last \`days\` days (at most ${MCP_LIMITS.fitnessDays}). Computed without rides synced from Strava. ${STRAVA_NOTE}`,
      inputSchema: { days: z.number().int().min(1).max(MCP_LIMITS.fitnessDays).default(90) },
      annotations: READ_ONLY,
    },
    ({ days }) =>
      answer(
        async () => {
          const to = await today();
          return ports.fitness(userId, { from: addDays(to, -(days - 1)), to }, STRAVA_SOURCE);
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'get_plan_changes',
    {
      title: 'Why the plan changed',
      description: `The coach's changes to the plan, newest first, each with its reason code, a sentence in the rider's language, the facts that set it off, and whether it can be undone. At most ${MCP_LIMITS.changes} per call. A change decided from a Strava ride keeps what changed but not the ride's facts. ${STRAVA_NOTE}`,
      inputSchema: {
        limit: z.number().int().min(1).max(MCP_LIMITS.changes).default(20),
        page: z.number().int().min(1).max(10_000).default(1),
      },
      annotations: READ_ONLY,
    },
    ({ limit, page }) =>
      answer(
        async () => {
          const list = await ports.changes(userId, { page, pageSize: limit }, lang);
          const items = [];
          for (const change of list.items) items.push(await withoutStravaFacts(userId, change, strava));
          return { ...list, items };
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'get_check_ins',
    {
      title: 'Daily check-ins',
      description: `The rider's daily check-ins (sleep, fatigue, soreness, stress, motivation, readiness; resting HR and HRV only if they consented to store them), newest first, over the last \`days\` days (at most ${MCP_LIMITS.checkInDays}).`,
      inputSchema: { days: z.number().int().min(1).max(MCP_LIMITS.checkInDays).default(30) },
      annotations: READ_ONLY,
    },
    ({ days }) =>
      answer(
        async () => {
          const to = await today();
          return ports.checkIns(userId, { from: addDays(to, -(days - 1)), to });
        },
        lang,
        deps.log,
      ),
  );

  server.registerTool(
    'get_latest_summary',
    {
      title: 'Latest summary',
      description: `The coach's latest weekly or monthly summary: planned vs done, fitness and form, bests, what changed and why, the coming week — paragraphs in the rider's language with the facts they cite. A period with rides synced from Strava is not returned. ${STRAVA_NOTE}`,
      inputSchema: { period: z.enum(['week', 'month']).default('week') },
      annotations: READ_ONLY,
    },
    ({ period }) =>
      answer(
        async () => {
          const summary = await ports.summary(userId, period, lang);
          // the period's local days in the rider's time zone, as the summary counted them
          const zone = await ports.timeZone(userId);
          const from = startOfDayIn(summary.from, zone);
          const to = new Date(startOfDayIn(addDays(summary.to, 1), zone).getTime() - 1);
          if (await strava.anyBetween(userId, from, to))
            return { period, from: summary.from, to: summary.to, ...WITHHELD };
          return summary;
        },
        lang,
        deps.log,
      ),
  );
}
