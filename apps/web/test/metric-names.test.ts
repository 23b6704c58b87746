import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22: the plan pages called CTL "Condição" and TSB "Forma" while Progress called them "Condicionamento" and
 * "Frescura" (es: "Condición"/"Forma física", "Forma"/"Frescura"). One name per metric and language: the chart labels
 * of every page agree, and every sentence that names a metric beside its abbreviation uses that name.
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const LANGS = ['en', 'pt', 'es'] as const;
const METRICS = ['ctl', 'atl', 'tsb'] as const;

type Json = string | { [key: string]: Json };
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Json;
const at = (json: Json, key: string): string =>
  key.split('.').reduce<Json>((node, part) => (node as Record<string, Json>)[part]!, json) as string;
function strings(json: Json, out: string[] = []): string[] {
  if (typeof json === 'string') out.push(json);
  else for (const child of Object.values(json)) strings(child, out);
  return out;
}

/** Where each page labels the three metrics: the plan's preview and overview chart, and Progress (the dashboard's). */
const LABELS: Record<(typeof METRICS)[number], [ns: string, key: string][]> = {
  ctl: [
    ['plans', 'overview.terms.ctl'],
    ['progress', 'fitness.terms.ctl.short'],
  ],
  atl: [
    ['plans', 'overview.terms.atl'],
    ['progress', 'fitness.terms.atl.short'],
  ],
  tsb: [
    ['plans', 'overview.terms.tsb'],
    ['progress', 'fitness.terms.tsb.short'],
  ],
};

/** The name a label gives its metric: "Condicionamento (CTL)" → "condicionamento". */
const nameOf = (label: string) => label.replace(/\s*\((CTL|ATL|TSB)\)$/, '').toLowerCase();

describe('one name per training-load metric in each language', () => {
  for (const lang of LANGS) {
    const names = Object.fromEntries(
      METRICS.map((m) => [m, LABELS[m].map(([ns, key]) => nameOf(at(read(lang, ns), key)))]),
    ) as Record<(typeof METRICS)[number], string[]>;

    it(`${lang}: every page labels CTL, ATL and TSB alike, three different names`, () => {
      for (const m of METRICS) expect(new Set(names[m]), `${lang} ${m}`).toEqual(new Set([names[m][0]]));
      expect(new Set(METRICS.map((m) => names[m][0])).size).toBe(3);
    });

    it(`${lang}: a sentence naming a metric beside its abbreviation uses that name`, () => {
      const byAbbr = { CTL: names.ctl[0]!, ATL: names.atl[0]!, TSB: names.tsb[0]! };
      const wrong: string[] = [];
      for (const file of readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
        for (const text of strings(read(lang, file.replace(/\.json$/, '')))) {
          // "seu condicionamento (CTL)", "frescura (TSB) {{tsb}}"; the English full names ("Chronic Training Load")
          // and a bare "(CTL {{ctl}})" name no metric in the rider's words
          for (const match of text.matchAll(/([\p{L} ]+) \((CTL|ATL|TSB)\)/gu)) {
            const before = match[1]!.toLowerCase();
            if (/training load|stress balance/.test(before)) continue;
            const name = byAbbr[match[2] as keyof typeof byAbbr];
            if (!before.endsWith(name)) wrong.push(`${file}: "${match[0]}" (expected "${name}")`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
