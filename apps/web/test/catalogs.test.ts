import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('catalogs: no unused keys', () => {
  const source = sourceFiles(path.join(webDir, 'src'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const literals = new Set(
    [...source.matchAll(/'([A-Za-z0-9_.:-]+)'|"([A-Za-z0-9_.:-]+)"/g)].map((m) =>
      (m[1] ?? m[2] ?? '').replace(/^\w+:/, ''),
    ),
  );
  // `faq.items.${item}.q` → /^faq\.items\.[^.]+\.q$/ — keys built at run time.
  const templates = [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)].map((m) => {
    const body = (m[1] ?? '').replace(/^\w+:/, '');
    const pattern = body
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^.]+');
    return new RegExp(`^${pattern}$`);
  });
  const used = (key: string) => {
    const parts = key.split('.');
    for (let i = parts.length; i > 0; i -= 1) if (literals.has(parts.slice(0, i).join('.'))) return true;
    return templates.some((re) => re.test(key));
  };

  for (const ns of namespaces) {
    it(`${ns}: every English key is used by the app`, () => {
      const unused = [...catalog('en', ns).keys()].filter((key) => !used(key));
      expect(unused).toEqual([]);
    });
  }
});
