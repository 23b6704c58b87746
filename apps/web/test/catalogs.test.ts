import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COGGAN_HR_ZONES, COGGAN_POWER_ZONES, FRIEL_HR_ZONES } from '@domestique/science';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_KEYS, FILE_NAMESPACES, ZONE_KEYS } from '../src/i18n/dynamic-keys.ts';
import { catalogUsage } from './catalog-usage.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(webDir, 'src/locales');
const LANGS = ['en', 'pt', 'es'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

function catalog(lang: string, ns: string): Map<string, Json> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Json);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('catalogs: every key in every language', () => {
  it('has the namespaces the app loads', () => {
    for (const ns of [
      'common',
      'auth',
      'profile',
      'onboarding',
      'dashboard',
      'settings',
      'plans',
      'garmin',
      'newsletter',
      'home',
    ]) {
      expect(namespaces).toContain(ns);
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: pt and es have exactly the English keys, non-empty, with the same placeholders`, () => {
      const en = catalog('en', ns);
      for (const lang of LANGS.slice(1)) {
        const other = catalog(lang, ns);
        expect([...other.keys()].sort(), `${lang}/${ns}.json keys`).toEqual([...en.keys()].sort());
        for (const [key, value] of other) {
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}.json ${key} is empty`).toBe(
            true,
          );
          const english = en.get(key);
          if (typeof value === 'string' && typeof english === 'string') {
            expect(placeholders(value), `${lang}/${ns}.json ${key} placeholders`).toEqual(
              placeholders(english),
            );
          }
        }
      }
    });
  }
});

/**
 * Words that greet or describe the rider with a grammatical gender ("Bem-vindo", "¡Bienvenida!", "Você já está inscrito")
 * when the app knows nothing of the rider's gender: pt and es catalogs use neutral wording instead.
 */
const GENDERED_RIDER_WORDS = /\b(bem-vind[oa]s?|(?<!la )bienvenid[oa]s?|inscrit[oa]s?|suscrit[oa]s?)\b/i;

describe('catalogs: gender-neutral wording for the rider in pt and es', () => {
  for (const lang of ['pt', 'es'] as const) {
    it(`${lang}: no greeting or status gendered for the rider`, () => {
      const found = namespaces.flatMap((ns) =>
        [...catalog(lang, ns)]
          .filter(([, value]) => typeof value === 'string' && GENDERED_RIDER_WORDS.test(value))
          .map(([key, value]) => `${ns}:${key} = ${value}`),
      );
      expect(found).toEqual([]);
    });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('catalogs: every key is used, namespace by namespace', () => {
  const catalogs = Object.fromEntries(namespaces.map((ns) => [ns, [...catalog('en', ns).keys()]]));
  // The app, plus the build plugin that writes titles, <noscript> and the manifests from the catalogs.
  const sources = [...sourceFiles(path.join(webDir, 'src')), path.join(webDir, 'vite-plugin-pages.ts')]
    .filter((file) => !file.endsWith(path.join('i18n', 'dynamic-keys.ts')))
    .map((file) => ({ file: path.relative(webDir, file), text: readFileSync(file, 'utf8') }));
  const usage = catalogUsage(catalogs, sources, {
    dynamicKeys: DYNAMIC_KEYS,
    fileNamespaces: FILE_NAMESPACES,
  });

  it('resolves the namespace of every file that translates', () => {
    expect(usage.unresolvedFiles).toEqual([]);
  });
  it('declares every key built at run time (src/i18n/dynamic-keys.ts), and only keys that exist', () => {
    expect(usage.undeclaredTemplates).toEqual([]);
    expect(usage.staleDeclarations).toEqual([]);
    expect(usage.missingKeys).toEqual([]);
  });
  for (const ns of namespaces) {
    it(`${ns}: every English key is used by the app`, () => {
      expect(usage.unused.filter((key) => key.startsWith(`${ns}:`))).toEqual([]);
    });
  }
  it("declares the zone names of packages/science's zone models", () => {
    const zones = [...COGGAN_POWER_ZONES, ...COGGAN_HR_ZONES, ...FRIEL_HR_ZONES].map((zone) => zone.key);
    expect([...new Set(zones)].sort()).toEqual([...ZONE_KEYS].sort());
  });
});

describe('the unused-key check itself', () => {
  const catalogs = {
    home: [
      'title',
      'unused',
      'faq.items.a.q',
      'faq.items.b.q',
      'errors.generic',
      'legal.0.title',
      'legal.1.title',
    ],
    common: ['errors.generic', 'loading', 'zzzunused', 'rides_one', 'rides_other', 'ridesTotal'],
    auth: ['errors.generic'],
  };
  const page = `
    const { t } = useTranslation('home');
    t('title'); t('auth:errors.generic'); i18n.t('loading', { ns: 'common' }); t('common:rides', { count });
    const sections = t('legal', { returnObjects: true });
    for (const item of ITEMS) t(\`faq.items.\${item}.q\`);
    const anything = t(\`\${key}\`); // no fixed text: must not count as using every key
  `;
  const dynamicKeys = { 'home:faq.items.{}.q': ['a', 'b'] };

  it('reports a key no code uses, in its namespace, even when another namespace has the same key', () => {
    const usage = catalogUsage(catalogs, [{ file: 'page.tsx', text: page }], { dynamicKeys });
    // home:errors.generic and common:errors.generic are unused: only auth:errors.generic is read. Plural forms
    // count with their key; a longer key that merely starts the same (ridesTotal) does not.
    expect(usage.unused.sort()).toEqual([
      'common:errors.generic',
      'common:ridesTotal',
      'common:zzzunused',
      'home:errors.generic',
      'home:unused',
    ]);
    expect(usage.undeclaredTemplates).toEqual([]);
  });

  it('counts keys built at run time only through their declaration', () => {
    const usage = catalogUsage(catalogs, [{ file: 'page.tsx', text: page }], {
      dynamicKeys: { 'home:faq.items.{}.q': ['a'] },
    });
    expect(usage.unused).toContain('home:faq.items.b.q');
    expect(
      catalogUsage(catalogs, [{ file: 'page.tsx', text: page }], { dynamicKeys: {} }).undeclaredTemplates,
    ).toEqual(['page.tsx: home:faq.items.{}.q']);
  });

  it('reports declarations without a template and declared keys missing from the catalog', () => {
    const usage = catalogUsage(catalogs, [{ file: 'page.tsx', text: page }], {
      dynamicKeys: { ...dynamicKeys, 'home:faq.items.{}.q': ['a', 'b', 'c'], 'home:gone.{}': ['x'] },
    });
    expect(usage.staleDeclarations).toEqual(['home:gone.{}']);
    expect(usage.missingKeys).toEqual(['home:faq.items.c.q', 'home:gone.x']);
  });

  it('needs the namespaces of a file whose useTranslation argument is a variable', () => {
    const legal = { file: 'legal.tsx', text: "const { t } = useTranslation(namespace); t('title');" };
    expect(catalogUsage(catalogs, [legal], { dynamicKeys: {} }).unresolvedFiles).toEqual(['legal.tsx']);
    const usage = catalogUsage(catalogs, [legal], {
      dynamicKeys: {},
      fileNamespaces: { 'legal.tsx': ['home'] },
    });
    expect(usage.unresolvedFiles).toEqual([]);
    expect(usage.unused).not.toContain('home:title');
  });
});

/**
 * Spanish writes a percentage and VO2máx one way everywhere (issue #22: "(7 %)" beside "(95%–100%)", "VO2max" beside
 * "VO2máx"): the form of the coach's texts — "88–92 %" with a space, as the RAE writes it (`pct` of coach's
 * library/text.ts, and Intl's es percent) — and "VO2máx".
 */
describe('es: one way to write a percentage and VO2máx', () => {
  const bad = [
    { name: 'a percent sign glued to its number', pattern: /(\d|\}\})%/ },
    { name: 'VO2max / VO₂máx instead of VO2máx', pattern: /VO₂|VO2 ?max|VO2 máx/i },
  ];
  for (const ns of namespaces) {
    it(`es/${ns}.json`, () => {
      for (const [key, value] of catalog('es', ns)) {
        if (typeof value !== 'string') continue;
        for (const { name, pattern } of bad)
          expect(value, `es/${ns}.json ${key}: ${name}`).not.toMatch(pattern);
      }
    });
  }

  it('the scan catches both forms', () => {
    expect('(95%–100%)').toMatch(bad[0]!.pattern);
    expect('({{change}}%)').toMatch(bad[0]!.pattern);
    expect('VO₂máx (Z5)').toMatch(bad[1]!.pattern);
    expect('el VO2max').toMatch(bad[1]!.pattern);
    expect('(7 %) VO2máx').not.toMatch(bad[0]!.pattern);
    expect('VO2máx').not.toMatch(bad[1]!.pattern);
  });
});
