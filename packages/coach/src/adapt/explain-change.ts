/**
 * Every plan change in plain words, in the rider's language, with the concrete facts filled in — what the web, the
 * e-mails and the CLI all show, so they say the same thing.
 */
import { dayWords, weekdayName } from '../calendar/date-words.ts';
import { addDays, type IsoDate, type Weekday } from '../calendar/days.ts';
import { percentSign } from '../library/text.ts';
import { fillTemplate } from '../plan/template.ts';
import type { PlanGoal } from '../plan/types.ts';
import {
  countWords,
  GOAL_NAMES,
  numberWords,
  quoted,
  rangeWords,
  sessionWords,
  weekdayListWords,
  ZONE_NAMES,
} from '../plan/words.ts';
import type { CoachLanguage, WorkoutFamily } from '../workout/types.ts';
import { BREAK_RECOVERY_NOTE, CHANGE_PLACEHOLDERS, CHANGE_TEXTS } from './change-texts.ts';
import { LOAD_BASIS_TEXTS, type LoadBasisText } from './load-basis-texts.ts';
import { isRiddenZ5, RIDDEN_Z5_PLACEHOLDERS, RIDDEN_Z5_TEXTS } from './ridden-z5-texts.ts';
import type { PlanChange, SessionAt } from './types.ts';

const FTP_SOURCES: Readonly<Record<CoachLanguage, Readonly<Record<string, string>>>> = {
  en: { test: 'your FTP test', estimate: 'an estimate from your rides', manual: 'your settings' },
  pt: { test: 'seu teste de FTP', estimate: 'uma estimativa dos seus pedais', manual: 'suas configurações' },
  es: { test: 'tu test de FTP', estimate: 'una estimación a partir de tus salidas', manual: 'tus ajustes' },
};

const SESSIONS_CHANGED: Readonly<Record<CoachLanguage, readonly [string, string, string]>> = {
  en: [
    'your upcoming sessions already match it',
    '1 upcoming session changes to match',
    '{n} upcoming sessions change to match',
  ],
  pt: [
    'seus próximos treinos já estão de acordo',
    '1 próximo treino muda para acompanhar',
    '{n} próximos treinos mudam para acompanhar',
  ],
  es: [
    'tus próximas sesiones ya encajan',
    '1 próxima sesión cambia para ajustarse',
    '{n} próximas sesiones cambian para ajustarse',
  ],
};

function sessionsChanged(n: number, lang: CoachLanguage): string {
  const forms = SESSIONS_CHANGED[lang];
  return n === 0 ? forms[0] : n === 1 ? forms[1] : forms[2].replace('{n}', String(n));
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function endpoints(change: PlanChange): { from: SessionAt | null; to: SessionAt | null } {
  switch (change.kind) {
    case 'move':
    case 'swap':
    case 'replace':
      return { from: change.from, to: change.to };
    case 'skip':
      return { from: change.from, to: null };
    default:
      return { from: null, to: null };
  }
}

/** The value of one placeholder for `change` in `lang`. */
function placeholderValue(name: string, change: PlanChange, lang: CoachLanguage): string {
  const { from, to } = endpoints(change);
  const i = change.inputs;
  const day = (d: IsoDate | null | undefined) => (d ? dayWords(d, lang) : '');
  switch (name) {
    case 'session':
      return from ? sessionWords(from.session, lang) : '';
    case 'from':
      return day(from?.date);
    case 'to':
      return day(to?.date);
    case 'day':
      return day(from?.date ?? (str(i.fromDate) || change.decidedOn));
    case 'dayBefore':
      return to ? weekdayName(addDays(to.date, -1), lang) : '';
    case 'range':
      return rangeWords(str(i.from), str(i.to), lang);
    case 'workout':
      return to ? quoted(to.session.name[lang]) : '';
    case 'previous':
      return from ? quoted(from.session.name[lang]) : '';
    case 'moved':
      return sessionWords(
        {
          uid: '',
          kind: 'ride',
          workoutId: '',
          name: { en: '', pt: '', es: '' },
          family: str(i.movedFamily) as WorkoutFamily,
          level: 1,
          durationS: 0,
          tss: 0,
          role: 'key',
        },
        lang,
      );
    case 'zone':
      return (
        ZONE_NAMES[lang][
          (change.kind === 'levelChange' ? change.from.family : str(i.family)) as WorkoutFamily
        ] ?? ''
      );
    case 'fromLevel':
      return change.kind === 'levelChange' ? numberWords(change.from.level, lang, 1) : '';
    case 'toLevel':
      return change.kind === 'levelChange' ? numberWords(change.to.level, lang, 1) : '';
    case 'sessionsChanged':
      return sessionsChanged(change.kind === 'levelChange' ? change.swaps.length : 0, lang);
    case 'previousDay':
      return day(str(i.triggerDate));
    case 'rideDay':
      return day(str(i.rideDate));
    case 'topMinutes':
      return `${numberWords(num(i.z5PlusMin), lang)} min`;
    case 'score':
      return percentSign(String(Math.round(num(i.score) * 100)), lang);
    case 'before':
      return String(num(i.before));
    case 'after':
      return String(num(i.after));
    case 'percent':
      return percentSign(numberWords(num(i.percent), lang, 1), lang);
    case 'source':
      return FTP_SOURCES[lang][str(i.source)] ?? FTP_SOURCES[lang].manual!;
    case 'tsb': {
      // a form of −25.4 is below a floor of −25; rounded to "−25" the sentence would say −25 is below −25
      const tsb = num(i.tsb);
      return numberWords(tsb, lang, Number.isInteger(tsb) ? 0 : 1);
    }
    case 'cut': {
      // the load the eased session really lost (the rule allows at most 85 %; an easier workout may drop more)
      const before = from?.session.tss ?? 0;
      const left = to?.session.tss ?? before;
      return percentSign(numberWords(before > 0 ? Math.round(100 * (1 - left / before)) : 0, lang), lang);
    }
    case 'floor':
      return numberWords(num(i.floor), lang);
    case 'readiness':
      return String(num(i.readiness));
    case 'days':
      return countWords(num(i.gapDays), 'day', lang);
    case 'weeks':
      return countWords(num(i.weeksBack), 'week', lang);
    case 'count':
      return String(num(i.count));
    case 'weekDay':
      return day(str(i.weekDate));
    case 'goal':
      return GOAL_NAMES[lang][str(i.goal) as PlanGoal] ?? '';
    case 'event':
      return day(str(i.eventDate));
    case 'hours': {
      // as many decimals as the hours have (quarter hours: 6.75 h, never a rounded 6.8 h)
      const h = num(i.weeklyHours);
      const decimals = [0, 1, 2].find((d) => Number(h.toFixed(d)) === h) ?? 2;
      return numberWords(h, lang, decimals);
    }
    case 'dayList':
      return weekdayListWords(str(i.days).split(',').filter(Boolean) as Weekday[], lang);
    case 'original':
      return change.kind === 'undo' ? explainChange(change.undoes, lang) : '';
    default:
      throw new Error(`unknown placeholder {${name}}`);
  }
}

/** The change in one sentence (or two) of `lang`, e.g. "We moved your VO2max session from Thursday 14 May to …". */
export function explainChange(change: PlanChange, lang: CoachLanguage): string {
  // a session moved for the Z5+ budget, not for a hard ride: its own words (the ride was not hard)
  const z5 = isRiddenZ5(change.reason, change.inputs.cause) ? change.reason : null;
  const names = z5 ? RIDDEN_Z5_PLACEHOLDERS[z5] : CHANGE_PLACEHOLDERS[change.reason];
  const values = Object.fromEntries(names.map((name) => [name, placeholderValue(name, change, lang)]));
  let sentence = fillTemplate(z5 ? RIDDEN_Z5_TEXTS[z5][lang] : CHANGE_TEXTS[change.reason][lang], values);
  if (change.kind === 'replan' && change.reason !== 'breakNoRecovery' && str(change.inputs.weekDate))
    sentence += ` ${fillTemplate(BREAK_RECOVERY_NOTE[lang], { weekDay: placeholderValue('weekDay', change, lang) })}`;
  const basis = change.kind === 'replan' ? change.inputs.loadText : null;
  if (typeof basis !== 'string' || !(basis in LOAD_BASIS_TEXTS)) return sentence;
  const ctl = numberWords(num(change.inputs.loadCtl), lang);
  return `${sentence} ${fillTemplate(LOAD_BASIS_TEXTS[basis as LoadBasisText][lang], { ctl })}`;
}
