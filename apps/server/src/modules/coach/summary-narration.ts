import {
  acceptNarration,
  addDays,
  COACH_VOICES,
  mergeNarration,
  narrateSummary,
  narrationRequest,
  narrationSections,
  type SummaryParagraph,
  safeTimeZone,
  startOfDayIn,
} from '@domestique/coach';
import { LANGUAGES } from '@domestique/contract';
import { z } from 'zod';
import type { LanguageModel } from './model/language-model.ts';
import type { StoredSummary, SummaryRepository } from './summary-repository.ts';
import type { SummaryProfile } from './summary-service.ts';

/** A summary's narration as stored (coach_summaries.narration), read back through this schema. */
export const storedNarrationSchema = z.object({
  model: z.string(),
  lang: z.enum(LANGUAGES),
  voice: z.enum(COACH_VOICES),
  at: z.string(),
  paragraphs: z.array(z.object({ text: z.string(), factIds: z.array(z.string()), byModel: z.boolean() })),
});
export type StoredNarration = z.infer<typeof storedNarrationSchema>;

/**
 * The model's paragraphs of a stored summary for a reader, or null for the templates: shown only in the language and
 * voice they were written in, while the rider stays opted in, and when the model wrote at least one of them.
 */
export function narratedFor(
  narration: StoredNarration | null,
  reader: { lang: string; voice: string; aiCoach: boolean },
): StoredNarration | null {
  if (!narration || !reader.aiCoach) return null;
  if (narration.lang !== reader.lang || narration.voice !== reader.voice) return null;
  return narration.paragraphs.some((p) => p.byModel) ? narration : null;
}

/** What the model must reply: one paragraph per section it was given, each citing the facts it says. */
const replySchema = z.object({
  paragraphs: z
    .array(
      z.object({
        section: z.number().int().min(0).max(50),
        text: z.string().max(2000),
        factIds: z.array(z.string().max(200)).max(60),
      }),
    )
    .max(50),
});

/** Tries per summary: the first request, then one more for the paragraphs the number guard rejected. */
const ATTEMPTS = 2;

/**
 * The language-model narrator of stored summaries (issue #19; coaching.md §6: the engine computes, a model only
 * words). Runs in the summary build job, never in a request, once per summary: the narration (or the templates it
 * fell back to) is stored, so a re-run asks nothing. No model configured, or a rider who has not opted in: not a
 * single request. Facts resting on rides are withheld from riders with any ride that came through Strava (Strava's
 * API agreement): their paragraphs stay the templates'. Every paragraph the model writes passes the number guard or
 * is asked for once more, then replaced by the template's; a time-out, a 429, a 5xx or a malformed reply ends the
 * narration there — whatever was accepted is kept, the rest is the templates'.
 */
export function createSummaryNarrator(deps: {
  model: LanguageModel | null;
  repo: SummaryRepository;
  profile: SummaryProfile;
  /** Whether any of the rider's rides before `until` came through Strava (the activities module, as a port). */
  stravaRides: (userId: string, until: Date) => Promise<boolean>;
  log?: { warn: (obj: object, msg: string) => void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Whether this server has a model at all (the web says so instead of offering a switch that does nothing). */
    model: deps.model?.name ?? null,

    async narrate(userId: string, summary: StoredSummary): Promise<StoredSummary> {
      const model = deps.model;
      if (!model || summary.narration) return summary;
      const profile = await deps.profile(userId);
      if (!profile?.ai_coach) return summary;
      const lang = profile.interface_language;
      const voice = profile.coach_gender;
      const until = startOfDayIn(addDays(summary.to, 1), safeTimeZone(profile.timezone));
      const rideData = !(await deps.stravaRides(userId, until));
      const template = narrateSummary(summary.facts, lang, voice);
      let pending = narrationSections(summary.facts, template, lang, { rideData });
      // nothing the model may see: nothing to ask, and nothing to store (the templates say it all)
      if (pending.length === 0) return summary;
      const accepted = new Map<number, SummaryParagraph>();
      for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
        const reply = await model.generateObject({
          ...narrationRequest(pending, lang, voice),
          schema: replySchema,
          schemaName: 'summary_narration',
        });
        if (!reply.ok) {
          deps.log?.warn({ failure: reply.failure, detail: reply.detail }, 'coach model: templates used');
          break;
        }
        const { accepted: ok, rejected } = acceptNarration(reply.value, pending, summary.facts, lang);
        for (const [section, p] of ok) accepted.set(section, p);
        pending = pending.filter((s) => rejected.includes(s.section));
      }
      const paragraphs = mergeNarration(template, accepted);
      return deps.repo.saveNarration(userId, summary, {
        model: model.name,
        lang,
        voice,
        at: now().toISOString(),
        paragraphs,
      });
    },
  };
}

export type SummaryNarrator = ReturnType<typeof createSummaryNarrator>;
