import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type EventPriority,
  libraryWorkoutById,
  type PlanEvent,
  strengthSessionById,
} from '@domestique/coach';
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
  {
    calendar: string;
    tss: string;
    open: string;
    minutes: string;
    hours: string;
    /** The web's "Race (A)" (plans calendar.event), so the feed names an event as the calendar does. */
    event: string;
    priorities: Record<EventPriority, string>;
    openPlan: string;
  }
> = {
  en: {
    calendar: 'Domestique training plan',
    tss: 'Planned TSS',
    open: 'Open the workout',
    minutes: 'min',
    hours: 'h',
    event: 'Event',
    priorities: {
      A: 'A — main goal: the plan peaks for it',
      B: 'B — important: easier days before it',
      C: 'C — ridden as training',
    },
    openPlan: 'Open the plan',
  },
  pt: {
    calendar: 'Plano de treino Domestique',
    tss: 'TSS planejado',
    open: 'Abrir o treino',
    minutes: 'min',
    hours: 'h',
    event: 'Prova',
    priorities: {
      A: 'A — objetivo principal: o plano chega ao pico para ele',
      B: 'B — importante: dias mais leves antes',
      C: 'C — feito como treino',
    },
    openPlan: 'Abrir o plano',
  },
  es: {
    calendar: 'Plan de entrenamiento Domestique',
    tss: 'TSS planificado',
    open: 'Abrir el entrenamiento',
    minutes: 'min',
    hours: 'h',
    event: 'Carrera',
    priorities: {
      A: 'A — objetivo principal: el plan llega al pico para él',
      B: 'B — importante: días más suaves antes',
      C: 'C — se hace como entrenamiento',
    },
    openPlan: 'Abrir el plan',
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

/** The workout's page opened as that day's planned session (its day, status and actions; the web's `sessionHref`). */
export function sessionUrl(
  baseUrl: string,
  lang: Language,
  s: Pick<SessionRow, 'workoutId' | 'date' | 'uid'>,
) {
  return `${workoutUrl(baseUrl, lang, s.workoutId)}?${new URLSearchParams({ day: s.date, session: s.uid })}`;
}

/** The event of one planned session: name and duration, then purpose, planned TSS and the session's link. */
export function sessionEvent(s: SessionRow, lang: Language, baseUrl: string): IcsEvent {
  const t = TEXTS[lang];
  const name = s.name[lang] ?? s.name.en ?? s.workoutId;
  const ride = s.kind === 'ride' ? libraryWorkoutById(s.workoutId) : undefined;
  const strength = s.kind === 'strength' ? strengthSessionById(s.workoutId) : undefined;
  const purpose = ride ? (ride.purpose ?? ride.description)[lang] : (strength?.purpose[lang] ?? '');
  const url = s.kind === 'ride' ? sessionUrl(baseUrl, lang, s) : null;
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

/** The plan's page in the rider's language. */
export function planUrl(baseUrl: string, lang: Language): string {
  return `${baseUrl}${lang === 'en' ? '' : `/${lang}`}/plans`;
}

/**
 * The all-day event of one of the rider's events (RFC 5545: DTSTART;VALUE=DATE, DTEND the next day): its name with
 * its priority ("Gran Fondo (A)", or "Event (A)" unnamed), what the priority means, and the plan's link. Its UID is
 * the plan and the day (one event a day), so a renamed event stays the same calendar entry.
 */
export function raceEvent(planId: string, e: PlanEvent, lang: Language, baseUrl: string): IcsEvent {
  const t = TEXTS[lang];
  const url = planUrl(baseUrl, lang);
  return {
    uid: `${planId}-event-${e.date}@domestique`,
    date: e.date,
    summary: `${e.name?.trim() || t.event} (${e.priority})`,
    description: [t.priorities[e.priority], `${t.openPlan}: ${url}`].join('\n'),
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
      // every event of the plan (plans made before plans held several: the one event they stored)
      const events: PlanEvent[] = head
        ? (head.events ??
          (head.eventDate && head.eventPriority
            ? [{ date: head.eventDate, priority: head.eventPriority }]
            : []))
        : [];
      return writeIcs({
        name: TEXTS[lang].calendar,
        stamp: head?.updatedAt ?? head?.createdAt ?? new Date(0),
        refresh: FEED_REFRESH,
        events: [
          ...live.map((s) => sessionEvent(s, lang, deps.baseUrl)),
          ...events.map((e) => raceEvent(head!.id, e, lang, deps.baseUrl)),
        ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
