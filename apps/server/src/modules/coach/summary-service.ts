import {
  buildSummaryFacts,
  type CoachVoice,
  dueSummaryPeriod,
  localDay,
  narrateSummary,
  type SummaryPeriod,
  safeTimeZone,
} from '@domestique/coach';
import type { Language, Summary, SummaryList } from '@domestique/contract';
import type { SummaryInputs } from './summary-inputs.ts';
import { narratedFor } from './summary-narration.ts';
import type { StoredSummary, SummaryRepository } from './summary-repository.ts';

/**
 * What a summary needs of the rider's profile (the profile repository, as a port): their zone, coach, language and
 * whether they opted in to the model narrator.
 */
export type SummaryProfile = (userId: string) => Promise<{
  timezone: string | null;
  coach_gender: CoachVoice;
  interface_language: Language;
  ai_coach: boolean;
} | null>;

/** The hour of the day at `at` in `timeZone` (0–23). */
export function localHour(timeZone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

/**
 * Weekly and monthly summaries: built from the facts once per rider and period (by the job at the rider's Monday
 * 07:00 or 1st of the month, or on the first read when missing, so a new rider sees one), stored, and worded on every
 * read in the request's language and the voice of the coach the rider chose (the templates), or as the model narrator wrote it (summary-narration.ts).
 */
export function createSummaryService(deps: {
  repo: SummaryRepository;
  inputs: SummaryInputs;
  profile: SummaryProfile;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function rider(userId: string) {
    const profile = await deps.profile(userId);
    return {
      tz: safeTimeZone(profile?.timezone),
      voice: profile?.coach_gender ?? 'male',
      aiCoach: profile?.ai_coach ?? false,
    };
  }

  /** Builds and stores the summary of `period` starting `from` (a no-op returning the stored one when it exists). */
  async function build(userId: string, period: SummaryPeriod, range: { from: string; to: string }) {
    const stored = await deps.repo.find(userId, period, range.from);
    if (stored) return stored;
    const { tz } = await rider(userId);
    const facts = buildSummaryFacts(await deps.inputs(userId, tz, period, range));
    return deps.repo.insert(userId, { period, ...range, facts });
  }

  /**
   * The model's narration is shown in the language and voice it was written in, while the rider stays opted in
   * (turning the narrator off takes its words away too); otherwise the templates word the facts afresh.
   */
  function worded(s: StoredSummary, lang: Language, rider: { voice: CoachVoice; aiCoach: boolean }): Summary {
    const n = narratedFor(s.narration, { lang, ...rider });
    return {
      period: s.period,
      from: s.from,
      to: s.to,
      paragraphs: n
        ? n.paragraphs.map((p) => ({ text: p.text, factIds: [...p.factIds], byModel: p.byModel }))
        : narrateSummary(s.facts, lang, rider.voice).map((p) => ({ text: p.text, factIds: [...p.factIds] })),
      facts: s.facts.map((f) => ({ ...f })) as Summary['facts'],
      source: n ? 'model' : 'template',
      model: n?.model ?? null,
      createdAt: s.createdAt.toISOString(),
    };
  }

  /** The period due now for the rider (their local day and hour), built when it is missing. */
  async function ensureLatest(userId: string, period: SummaryPeriod) {
    const { tz } = await rider(userId);
    const at = now();
    return build(userId, period, dueSummaryPeriod(localDay(tz, at), localHour(tz, at), period));
  }

  return {
    build,
    ensureLatest,

    async latest(userId: string, period: SummaryPeriod, lang: Language): Promise<Summary> {
      const stored = await ensureLatest(userId, period);
      return worded(stored, lang, await rider(userId));
    },

    async list(userId: string, period: SummaryPeriod, limit: number, lang: Language): Promise<SummaryList> {
      await ensureLatest(userId, period);
      const who = await rider(userId);
      const items = await deps.repo.list(userId, period, limit);
      return { period, items: items.map((s) => worded(s, lang, who)) };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
