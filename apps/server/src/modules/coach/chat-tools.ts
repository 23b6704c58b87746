import { addDays } from '@domestique/coach';
import type { Language, PlanChangeView, ProposalChange } from '@domestique/contract';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { type ProposalPorts, proposalTools } from './chat-proposal-tools.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** What the chat's tools read and dry-run, as ports (the plans and progress modules', wired in the composition root). */
export interface ChatPorts extends ProposalPorts {
  fitness(
    userId: string,
    q: { from: string; to: string },
  ): Promise<{ days: { date: string; ctl: number; atl: number; tsb: number }[] }>;
  changes(userId: string, lang: Language): Promise<PlanChangeView[]>;
  /** Whether any of the rider's rides came through Strava (then no ride-derived fact reaches a model). */
  stravaRides(userId: string, until: Date): Promise<boolean>;
}

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * The chat's tools for one rider and one turn. Read-only tools answer from the plan, the calendar and fitness (local
 * days); proposal tools (`chat-proposal-tools.ts`) dry-run the rider's own actions and collect the proposal — they
 * write nothing, and the model never gets a tool that does.
 */
export function chatTools(
  ports: ChatPorts,
  rider: { userId: string; lang: Language; today: string; now: Date; voice: 'male' | 'female' },
  proposals: ProposalChange[],
): ToolSet {
  const { userId, lang, today } = rider;
  let strava: Promise<boolean> | null = null;
  // asked once per turn, and only if a ride-derived tool is called
  const withheld = () => (strava ??= ports.stravaRides(userId, rider.now));
  const WITHHELD = { withheld: 'Ride data from Strava cannot be shared with a language model.' };

  return {
    get_week: tool({
      description:
        'The planned sessions of a week (Monday to Sunday, local days) with their uid, name, purpose, whether hard, status, and rides done, and the plan’s training week (weekly hours, riding days). Default: this week.',
      inputSchema: z.object({ weekOf: day.optional().describe('any day of the week wanted (YYYY-MM-DD)') }),
      execute: async ({ weekOf }) => {
        const ref = weekOf ?? today;
        const dow = (new Date(`${ref}T00:00:00Z`).getUTCDay() + 6) % 7;
        const from = addDays(ref, -dow);
        const [view, trainingWeek] = await Promise.all([
          ports.calendar(userId, { from, to: addDays(from, 6) }, lang),
          ports.trainingWeek(userId),
        ]);
        return {
          today,
          trainingWeek,
          days: view.days.map((d) => ({
            date: d.date,
            weekday: new Date(`${d.date}T00:00:00Z`).toLocaleDateString('en', {
              weekday: 'long',
              timeZone: 'UTC',
            }),
            unavailable: d.unavailable != null,
            sessions: d.sessions.map((s) => ({
              uid: s.uid,
              name: s.name,
              family: s.family,
              role: s.role,
              hard: s.hard,
              status: s.status,
            })),
            ridesDone: d.rides.length,
          })),
        };
      },
    }),
    get_fitness: tool({
      description: 'Fitness (CTL), fatigue (ATL) and form (TSB) yesterday and 7 days before.',
      inputSchema: z.object({}),
      execute: async () => {
        if (await withheld()) return WITHHELD;
        const f = await ports.fitness(userId, { from: addDays(today, -8), to: addDays(today, -1) });
        const last = f.days.at(-1);
        const first = f.days[0];
        if (!last || !first) return { none: 'no rides yet' };
        return {
          date: last.date,
          ctl: round(last.ctl),
          atl: round(last.atl),
          tsb: round(last.tsb),
          sevenDaysBefore: {
            date: first.date,
            ctl: round(first.ctl),
            atl: round(first.atl),
            tsb: round(first.tsb),
          },
        };
      },
    }),
    get_plan_changes: tool({
      description: 'The latest changes to the plan (newest first), each with its reason code and sentence.',
      inputSchema: z.object({}),
      execute: async () => {
        const noRides = await withheld();
        const items = await ports.changes(userId, lang);
        return (
          items
            // a change the rides triggered rests on ride data: withheld like the rides themselves
            .filter((c) => !(noRides && (c.trigger === 'ride' || c.trigger === 'feedback')))
            .slice(0, 10)
            .map((c) => ({
              decidedOn: c.decidedOn,
              reason: c.reason,
              origin: c.origin,
              sentence: c.sentence,
            }))
        );
      },
    }),
    get_check_ins: tool({
      description: 'The rider’s check-ins (readiness 0–100 and its band) of the last 7 days.',
      inputSchema: z.object({}),
      execute: async () => {
        const view = await ports.calendar(userId, { from: addDays(today, -6), to: today }, lang);
        return view.days.flatMap((d) => (d.checkIn ? [{ date: d.date, ...d.checkIn }] : []));
      },
    }),
    get_ride: tool({
      description: 'The rides of one local day: duration (s), TSS and heart-rate load.',
      inputSchema: z.object({ date: day }),
      execute: async ({ date }) => {
        if (await withheld()) return WITHHELD;
        const view = await ports.calendar(userId, { from: date, to: date }, lang);
        return view.days.flatMap((d) =>
          d.rides.map((r) => ({ name: r.name, durationS: r.durationS, tss: r.tss, hrLoad: r.hrLoad })),
        );
      },
    }),
    ...proposalTools(ports, rider, proposals),
  };
}
