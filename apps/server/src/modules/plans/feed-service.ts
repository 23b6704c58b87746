import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { libraryWorkoutById, strengthSessionById } from '@domestique/coach';
import { CALENDAR_FEED_PATH, isLanguage, type Language } from '@domestique/contract';
import type { FactsRepository } from './facts-repository.ts';
import { type IcsEvent, writeIcs } from './ics.ts';
import type { PlanRepository, SessionRow } from './plan-repository.ts';
import type { WellnessRepository } from './wellness-repository.ts';

/** 256 random bits, URL-safe: the feed URL is the credential (ASVS 11.5.1 asks ≥ 128). */
const TOKEN_BYTES = 32;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Calendar apps poll on their own schedule; this is our hint (and the HTTP cache lifetime). */
export const FEED_REFRESH = 'PT6H';
export const FEED_MAX_AGE_S = 15 * 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TEXTS: Record<
  Language,
  { calendar: string; tss: string; open: string; minutes: string; hours: string }
> = {
  en: {
    calendar: 'Domestique training plan',
    tss: 'Planned TSS',
    open: 'Open the workout',
    minutes: 'min',
    hours: 'h',
  },
  pt: {
    calendar: 'Plano de treino Domestique',
    tss: 'TSS planejado',
    open: 'Abrir o treino',
    minutes: 'min',
    hours: 'h',
  },
  es: {
    calendar: 'Plan de entrenamiento Domestique',
    tss: 'TSS planificado',
    open: 'Abrir el entrenamiento',
    minutes: 'min',
    hours: 'h',
  },
};

/** "1 h 15 min", "45 min". */
export function durationWords(seconds: number, lang: Language): string {
  const t = TEXTS[lang];
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} ${t.minutes}`;
  return m === 0 ? `${h} ${t.hours}` : `${h} ${t.hours} ${m} ${t.minutes}`;
}

/** The page of a workout in the rider's language (English has no prefix). */
export function workoutUrl(baseUrl: string, lang: Language, workoutId: string): string {
  return `${baseUrl}${lang === 'en' ? '' : `/${lang}`}/workouts/${encodeURIComponent(workoutId)}`;
}

/** The event of one planned session: name and duration, then purpose, planned TSS and the workout's link. */
export function sessionEvent(s: SessionRow, lang: Language, baseUrl: string): IcsEvent {
  const t = TEXTS[lang];
  const name = s.name[lang] ?? s.name.en ?? s.workoutId;
  const ride = s.kind === 'ride' ? libraryWorkoutById(s.workoutId) : undefined;
  const strength = s.kind === 'strength' ? strengthSessionById(s.workoutId) : undefined;
  const purpose = ride ? (ride.purpose ?? ride.description)[lang] : (strength?.purpose[lang] ?? '');
  const url = s.kind === 'ride' ? workoutUrl(baseUrl, lang, s.workoutId) : null;
  const lines = [purpose, `${t.tss}: ${Math.round(s.tss)}`, ...(url ? [`${t.open}: ${url}`] : [])];
  return {
    // stable per session: the plan and the session's uid (hex, so any character of a uid is safe)
    uid: `${s.planId}-${Buffer.from(s.uid).toString('hex')}@domestique`,
    date: s.date,
    summary: `${name} · ${durationWords(s.durationS, lang)}`,
    description: lines.filter((l) => l.length > 0).join('\n'),
    url,
  };
}

/**
 * The private calendar feed of planned workouts: created or rotated (a new URL; the old one stops working), revoked,
 * and served by its token. Only the token's SHA-256 is stored, so the URL is shown once.
 */
export function createFeedService(deps: {
  wellness: WellnessRepository;
  plans: PlanRepository;
  facts: FactsRepository;
  baseUrl: string;
  now: () => Date;
}) {
  const { wellness } = deps;
  return {
    async status(userId: string) {
      const live = await wellness.liveFeed(userId);
      return { active: live != null, createdAt: live?.createdAt.toISOString() ?? null };
    },

    async rotate(userId: string) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const at = deps.now();
      await wellness.rotateFeed(userId, randomUUID(), hashToken(token), at);
      const url = `${deps.baseUrl}${CALENDAR_FEED_PATH}/${token}.ics`;
      return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), createdAt: at.toISOString() };
    },

    async revoke(userId: string) {
      await wellness.revokeFeed(userId, deps.now());
      return { active: false, createdAt: null };
    },

    /** The feed's calendar text, or null when the token is not a live feed's. */
    async calendar(file: string): Promise<string | null> {
      const token = TOKEN_FILE.exec(file)?.[1];
      if (!token) return null;
      const userId = await wellness.feedOwner(hashToken(token));
      if (!userId) return null;
      const profile = await deps.facts.profile(userId);
      const lang: Language = isLanguage(profile?.language) ? profile.language : 'en';
      const head = await deps.plans.activeHead(userId);
      const rows = head
        ? await deps.plans.sessionsBetween(userId, head.id, head.startDate, head.endDate)
        : [];
      const live = rows.filter((r) => r.status !== 'skipped' && r.status !== 'moved');
      return writeIcs({
        name: TEXTS[lang].calendar,
        stamp: head?.updatedAt ?? head?.createdAt ?? new Date(0),
        refresh: FEED_REFRESH,
        events: live.map((s) => sessionEvent(s, lang, deps.baseUrl)),
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
