import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  type CoachVoice,
  narrateSummary,
  type SummaryPeriod,
  safeTimeZone,
  startOfDayIn,
} from '@domestique/coach';
import type {
  Language,
  SummaryEmailSettings,
  SummaryEmailSettingsInput,
  SummaryEmailUnsubscribed,
} from '@domestique/contract';
import { sendEmailJob } from '../../email/email-jobs.ts';
import { renderSummaryEmail } from '../../email/summary-email.ts';
import { HttpError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { ONE_CLICK_PATH } from './summary-email-one-click.ts';
import type { SummaryEmailRepository } from './summary-email-repository.ts';
import { narratedFor } from './summary-narration.ts';
import type { StoredSummary } from './summary-repository.ts';
import type { SummaryProfile } from './summary-service.ts';

/** A page of the app in a language (English has no prefix). */
export const localizedPage = (baseUrl: string, lang: Language, path: string) =>
  `${baseUrl}${lang === 'en' ? '' : `/${lang}`}${path}`;

const hash = (t: string) => createHash('sha256').update(t).digest('base64url');
/** A summary is due at 07:00 local on the day after its last; its mail is worth sending for a day after that. */
const DUE_HOUR_MS = 7 * 3600 * 1000;
const LATE_AFTER_MS = 24 * 3600 * 1000;

/**
 * The summary e-mails: the decision for each stored summary (sent, off, unverified, late — made once, in the
 * transaction that queues the mail through `email.send` like every mail), the rider's two settings, the unsubscribe
 * link (a random token per mail, its SHA-256 stored on the summary: no session needed), and the in-app preview.
 */
export function createSummaryEmails(deps: {
  repo: SummaryEmailRepository;
  profile: SummaryProfile;
  jobs?: JobQueue;
  baseUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const page = (lang: Language, path: string) => localizedPage(deps.baseUrl, lang, path);

  async function render(
    s: StoredSummary,
    to: { name: string; language: Language },
    rider: { voice: CoachVoice; aiCoach: boolean },
    unsubscribeUrl: string,
  ) {
    const { voice } = rider;
    // the model's words when the app shows them to this reader (same language, voice, still opted in), labelled
    const narrated = narratedFor(s.narration, { lang: to.language, ...rider });
    return renderSummaryEmail({
      lang: to.language,
      voice,
      name: to.name.trim() || null,
      period: s.period,
      from: s.from,
      to: s.to,
      // the app's own narrator, language and voice: the mail never words a summary differently
      paragraphs: narrated
        ? narrated.paragraphs.map((p) => p.text)
        : narrateSummary(s.facts, to.language, voice).map((p) => p.text),
      model: narrated?.model ?? null,
      summariesUrl: page(to.language, '/summaries'),
      unsubscribeUrl,
    });
  }

  return {
    /** Decides and (when it is to go) queues the mail of a stored summary; a no-op once decided. */
    async deliver(userId: string, s: StoredSummary): Promise<void> {
      if (s.emailStatus != null || !deps.jobs) return;
      const jobs = deps.jobs;
      const [to, settings, profile] = await Promise.all([
        deps.repo.recipient(userId),
        deps.repo.settings(userId),
        deps.profile(userId),
      ]);
      const tz = safeTimeZone(profile?.timezone);
      const due = startOfDayIn(addDays(s.to, 1), tz).getTime() + DUE_HOUR_MS;
      const status = !to?.verified
        ? 'unverified'
        : !settings[s.period]
          ? 'off'
          : now().getTime() > due + LATE_AFTER_MS
            ? 'late'
            : 'sent';
      const token = randomBytes(32).toString('base64url');
      const language = to?.language ?? 'en';
      const unsubscribeUrl = page(language, `/summaries/unsubscribe?token=${token}`);
      // the header's link is the one-click URL (RFC 8058): mail clients POST to it; the mail's own link is the page
      const oneClickUrl = `${deps.baseUrl}${ONE_CLICK_PATH}?token=${token}&language=${language}`;
      const mail =
        status === 'sent' && to
          ? await render(
              s,
              to,
              { voice: profile?.coach_gender ?? 'male', aiCoach: profile?.ai_coach ?? false },
              unsubscribeUrl,
            )
          : null;
      await deps.repo.db.transaction(async (tx) => {
        const claimed = await deps.repo.claim(
          s.id,
          { status, tokenHash: mail ? hash(token) : null, at: mail ? now() : null },
          tx,
        );
        if (!claimed || !mail || !to) return;
        await jobs.enqueue(sendEmailJob, { to: to.email, ...mail, listUnsubscribe: oneClickUrl }, { tx });
      });
    },

    /** The mail of a stored summary as the rider would get it (its unsubscribe link leads to Settings). */
    async preview(userId: string, s: StoredSummary, lang: Language): Promise<string> {
      const [to, profile] = await Promise.all([deps.repo.recipient(userId), deps.profile(userId)]);
      const mail = await render(
        s,
        { name: to?.name ?? '', language: lang },
        { voice: profile?.coach_gender ?? 'male', aiCoach: profile?.ai_coach ?? false },
        page(lang, '/settings'),
      );
      return mail.html;
    },

    settings: (userId: string): Promise<SummaryEmailSettings> => deps.repo.settings(userId),
    save: (userId: string, input: SummaryEmailSettingsInput) => deps.repo.saveSettings(userId, input),

    /** The mail's link: turns that kind off for its rider (the same token again says the same). */
    async unsubscribe(token: string): Promise<SummaryEmailUnsubscribed> {
      const found = await deps.repo.byUnsubscribeHash(hash(token));
      if (!found) throw new HttpError(400, 'invalid_token');
      await deps.repo.saveSettings(found.userId, { [found.period]: false });
      return { status: 'unsubscribed', period: found.period as SummaryPeriod };
    },
  };
}

export type SummaryEmails = ReturnType<typeof createSummaryEmails>;
