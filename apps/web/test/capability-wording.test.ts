import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, type CapabilityId, capabilitiesWith } from '../src/lib/capabilities.ts';

/**
 * The public pages once promised, months after it shipped, what the product already did ("exports: coming in the
 * beta", "Garmin and Strava are coming"). This test reads every catalog string in every language and fails when one
 * says something is not there yet without saying what, or says it of a capability lib/capabilities.ts calls
 * available. When a planned capability ships, flipping its status there makes this test list every sentence that
 * still promises it.
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const LANGS = ['en', 'pt', 'es'] as const;
type Lang = (typeof LANGS)[number];

/** Ways each language says "not there yet". */
const NOT_YET: Record<Lang, RegExp> = {
  en: /\b(coming|soon|not yet (available|possible)|on the way|in the works|being built|will (follow|come)|arrives? during|as (those|the \w+) features arrive|when (the )?\w+ (arrive|are available|become available)|once \w+( \w+)? (is|are) available|next up|next on our list)\b|(^|[.!?]\s+)not yet[:,]/i,
  pt: /\b(em breve|a caminho|chega(m)? (durante|junto)|(vai|vão) chegar|vir(á|ão)|vem depois|(está|estão) chegando|sendo construíd|quando .{0,40}chegarem|assim que chegarem|conforme (os|esses) recursos|quando .{0,40}estiver(em)? disponíve|ainda não (está|estão) disponíve|próximos passos|próximos da nossa lista)|(^|[.!?]\s+)ainda não[:,]/i,
  es: /\b(próximamente|pronto|en camino|llega(n|rá|rán)? durante|vendrá(n)?|se están construyendo|cuando lleguen|en cuanto lleguen|a medida que (llegan|lleguen) (las|esas) funciones|cuando .{0,40}esté(n)? disponible|(todavía|aún) no (está|están) disponible|lo próximo|lo siguiente)|(^|[.!?]\s+)(todavía|aún) no[:,]/i,
};

/**
 * What a capability is called in the catalogs, so a sentence that says "not yet" cannot name one that works. `null`
 * where the words are too common to tell (a profile, the languages) or the capability is planned.
 */
const NAMES: Record<CapabilityId, RegExp | null> = {
  profile: null,
  rideImport: /\.tcx|\.gpx/i,
  rideAnalysis: /normalized power|\bTSS\b/i,
  ftpEstimate: /FTP estimate|estimativas? de FTP|estimaci(ón|ones) de FTP/i,
  ftpTests: /FTP tests?|testes? de FTP|tests? de FTP/i,
  plans: /\b(plans?|planos?|planes)\b/i,
  adaptation: /\badapt/i,
  checkIns: /check-ins?|\b(sleep|fatigue|soreness|sono|cansaço|sueño|cansancio)\b/i,
  workouts: /workout library|biblioteca de (treinos|entrenamientos)|strength|\bforça\b|\bfuerza\b/i,
  workoutFiles: /\.fit\b|\.zwo|\.erg|\.mrc|\bexport/i,
  calendarFeed: /\bICS\b|calendar feed|feed de calendário|calendario privado/i,
  progress: /power curve|curva de potência|curva de potencia/i,
  garmin: /garmin/i,
  strava: /strava/i,
  intervals: /intervals\.icu/i,
  languages: null,
  dataExport: /\b(download|baixar|descargar)\w*\b[^.?!;]{0,40}\b(data|dados|datos)\b/i,
  accountDeletion: /delet(e|ing) (your|my) account|excluir (sua|minha) conta|borrar (tu|mi) cuenta/i,
  summaries: null,
  summaryEmails: null,
  assistantAccess: /\bMCP\b|access tokens?|tokens? de acesso|tokens? de acceso/i,
  coachNarrator: /language model|modelo de linguagem|modelo de lenguaje/i,
  coachChat: /chat|conversa/i,
  wahooPolar: null,
};

/**
 * Every catalog key whose text (in some language) says "not yet", and what it speaks of: the planned capabilities
 * it promises; `whilePlanned` for texts the code shows only while a capability is planned (a "coming" badge, the
 * title of the planned list); `notACapability` for the other meanings of "soon" or "not yet".
 */
const NOT_YET_KEYS: Record<string, readonly CapabilityId[] | 'whilePlanned' | 'notACapability'> = {
  'home:howItWorks.status.soon': 'whilePlanned',
  'home:howItWorks.subtitle': 'whilePlanned',
  'trial:features.soon.title': 'whilePlanned',
  'launch:status.next': 'whilePlanned',
  'home:faq.items.devices.a': ['wahooPolar'],
  'about:vision.text': ['wahooPolar'],
  // advice to rest soon; a reset link, a retry or a first sync on its way
  'progress:fitness.states.overreaching': 'notACapability',
  'auth:forgot.sentText': 'notACapability',
  'connections:errors.provider_rate_limited': 'notACapability',
  'connections:sync.intervalsConnected': 'notACapability',
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') out.set(prefix, value);
  return out;
}
const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const strings = LANGS.flatMap((lang) =>
  namespaces.flatMap((ns) =>
    [...flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Json)].map(
      ([key, text]) => ({ lang, key: `${ns}:${key}`, text }),
    ),
  ),
);
const sentences = (text: string) => text.split(/(?<=[.!?;])\s+/);
const available = capabilitiesWith('available', CAPABILITIES);

describe('catalogs never call an available capability "coming"', () => {
  it('every "not yet" in any language is declared, with what it speaks of', () => {
    const undeclared = strings
      .filter(({ lang, key, text }) => NOT_YET[lang].test(text) && !(key in NOT_YET_KEYS))
      .map(({ lang, key, text }) => `${lang} ${key}: ${text}`);
    expect(undeclared).toEqual([]);
  });

  it('what a "not yet" promises is planned in lib/capabilities.ts', () => {
    const shipped = Object.entries(NOT_YET_KEYS).flatMap(([key, about]) =>
      typeof about === 'string'
        ? []
        : about.filter((id) => CAPABILITIES[id] === 'available').map((id) => `${key}: ${id}`),
    );
    expect(shipped).toEqual([]);
  });

  it('no "not yet" sentence names a capability that works today', () => {
    const found = strings.flatMap(({ lang, key, text }) => {
      if (NOT_YET_KEYS[key] === 'notACapability') return [];
      return sentences(text)
        .filter((sentence) => NOT_YET[lang].test(sentence))
        .flatMap((sentence) =>
          available
            .filter((id) => NAMES[id]?.test(sentence))
            .map((id) => `${lang} ${key} names ${id}: ${sentence}`),
        );
    });
    expect(found).toEqual([]);
  });

  it('declares only keys that exist and still say "not yet" in some language', () => {
    const stale = Object.keys(NOT_YET_KEYS).filter(
      (key) => !strings.some((s) => s.key === key && NOT_YET[s.lang].test(s.text)),
    );
    expect(stale).toEqual([]);
  });

  it('catches the sentences the public pages used to carry, in each language', () => {
    for (const [lang, text] of [
      ['en', 'Coming during the beta: workouts for those head units, and automatic Garmin and Strava sync.'],
      ['en', 'Not yet: structured workouts arrive with the training plans, during the beta.'],
      [
        'pt',
        'Serviços conectados: quando uma integração estiver disponível (Garmin e Strava estão chegando).',
      ],
      ['pt', 'Chega junto com os planos: cada treino em .FIT para Garmin.'],
      ['pt', 'Os testes de FTP estruturados estão a caminho.'],
      ['es', 'Los tests de FTP estructurados están en camino.'],
      ['es', 'Próximamente: conexión con Strava.'],
      ['es', 'Los planes adaptativos llegan durante la beta.'],
    ] as const) {
      expect(NOT_YET[lang].test(text), `${lang}: ${text}`).toBe(true);
      expect(
        available.some((id) => NAMES[id]?.test(text)),
        `${lang}: ${text} names a capability`,
      ).toBe(true);
    }
  });
});
