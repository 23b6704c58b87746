/**
 * The sentence a re-plan adds about the load it started from, so a re-plan never switches basis silently: from the
 * rider's recent rides (when the plan had assumed one), or on from the plan's own projection (when the plan was
 * built on an assumption and the rider has no rides in the last 42 days). Placeholder: {ctl}.
 */
import type { CoachLanguage } from '../workout/types.ts';

export const LOAD_BASIS_TEXTS = {
  fromRides: {
    en: 'It now starts from your recent rides: fitness (CTL) {ctl}.',
    pt: 'Agora ele parte dos seus pedais recentes: condicionamento (CTL) {ctl}.',
    es: 'Ahora parte de tus salidas recientes: forma física (CTL) {ctl}.',
  },
  keptProjection: {
    en: 'You have no rides in the last six weeks, so it goes on from the fitness the plan projected for today (CTL {ctl}), as it started.',
    pt: 'Você não tem pedais nas últimas seis semanas, então ele segue do condicionamento que o plano previa para hoje (CTL {ctl}), como começou.',
    es: 'No tienes salidas en las últimas seis semanas, así que sigue desde la forma física que el plan preveía para hoy (CTL {ctl}), como empezó.',
  },
} as const satisfies Record<string, Readonly<Record<CoachLanguage, string>>>;

export type LoadBasisText = keyof typeof LOAD_BASIS_TEXTS;
