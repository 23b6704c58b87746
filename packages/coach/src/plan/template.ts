/** Sentence templates with `{name}` placeholders: filled per language, checked by tests for missing names. */

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names a template uses, sorted and without repeats. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/** `template` with each `{name}` replaced; throws when a name has no value (a bug, caught by the text tests). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return value;
  });
}
