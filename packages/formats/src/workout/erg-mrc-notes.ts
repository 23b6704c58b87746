import { COGGAN_POWER_ZONES } from '@domestique/science';
import type { RideFileErrorLanguage } from '../errors.ts';

/**
 * What an ERG/MRC file asks for an all-out effort: the floor of Coggan's level 7, neuromuscular power (150 % FTP,
 * `COGGAN_POWER_ZONES` of science). ERG/MRC have one number per second and no free-ride or all-out mode, and a
 * trainer in ERG mode holds that number whatever the rider does: written at the coach's load assumption
 * (`MAX_EFFORT_ASSUMED_PCT`, 200 %) it was a wall to sprint into from low speed, and no number is a sprint. So the
 * file asks the least an all-out effort is, and its [COURSE TEXT] tells the rider, before each one, to leave ERG
 * mode and sprint (see {@link ergModeNotice}). The workout's TSS in the app still counts the 200 %.
 */
export const ERG_MAX_EFFORT_PCT: number = COGGAN_POWER_ZONES[6]!.minPct;

/** Seconds before an all-out or free-ride stretch that its notice shows: time to switch the trainer's mode. */
export const ERG_NOTICE_LEAD_S = 10;

/** What the notice is about: an all-out effort, or a free ride (held at `FREE_RIDE_ASSUMED_PCT` in the file). */
export type ErgNoticeKind = 'max' | 'free';

const NOTICES: Record<RideFileErrorLanguage, Record<ErgNoticeKind, string>> = {
  en: {
    max: 'All-out {seconds} s next: leave ERG mode (resistance or level mode) and sprint; this file holds only {pct} % FTP there.',
    free: 'Free ride {seconds} s next: leave ERG mode to ride by feel; this file holds {pct} % FTP there.',
  },
  pt: {
    max: 'A seguir, {seconds} s no máximo: saia do modo ERG (modo resistência ou nível) e dê tudo; este arquivo segura só {pct} % do FTP aí.',
    free: 'A seguir, {seconds} s livres: saia do modo ERG para pedalar por sensação; este arquivo segura {pct} % do FTP aí.',
  },
  es: {
    max: 'A continuación, {seconds} s a tope: sal del modo ERG (modo resistencia o nivel) y esprinta; este archivo mantiene solo el {pct} % del FTP ahí.',
    free: 'A continuación, {seconds} s libres: sal del modo ERG para rodar a sensación; este archivo mantiene el {pct} % del FTP ahí.',
  },
};

/** The notice before an all-out or free-ride stretch of `seconds`, held at `pct` % FTP in the file, in `language`. */
export function ergModeNotice(
  kind: ErgNoticeKind,
  seconds: number,
  pct: number,
  language: RideFileErrorLanguage,
): string {
  return NOTICES[language][kind].replace('{seconds}', String(seconds)).replace('{pct}', String(pct));
}
