/**
 * Which catalog keys the source uses, resolved per namespace (i18next resolves an unprefixed key in the namespace its
 * `t` was made for, never in all of them).
 *
 * - A quoted literal (with its i18next plural forms, `key_one`, `key_other`…) counts for its `ns:` prefix, for the `{ ns: '…' }` of its `t` call, or else for the default
 *   namespace of every `useTranslation(…)` in its file (the first of a list; `useTranslation()` is common). It must
 *   name a key exactly; `t('sections', { returnObjects: true })` uses the whole subtree.
 * - A template with `${…}` that looks like a key (`faq.items.${item}.q`) uses nothing by itself: its keys come from
 *   the declarations (src/i18n/dynamic-keys.ts). Every such template needs one, every declaration needs a template,
 *   and every declared key must exist.
 * - A file whose `useTranslation` argument is not a literal must have its namespaces declared.
 */
export type Catalogs = Record<string, string[]>;
export type Source = { file: string; text: string };
export type Declarations = {
  /** "ns:template with {}" → the values of its {} */
  dynamicKeys: Record<string, readonly string[]>;
  /** file (as given in Source.file) → namespaces of its non-literal useTranslation(…) */
  fileNamespaces?: Record<string, readonly string[]>;
};
export type Usage = {
  unused: string[];
  undeclaredTemplates: string[];
  staleDeclarations: string[];
  missingKeys: string[];
  unresolvedFiles: string[];
};

/** i18next plural forms: t('hardSessions', { count }) reads hardSessions_one, hardSessions_other… */
const PLURAL = /^_(zero|one|two|few|many|other)$/;
const LITERAL = /(['"])([A-Za-z0-9_.:-]+)\1/g;
const USE_TRANSLATION = /useTranslation\(([^)]*)\)/g;
const WITH_NS = /\bt\(\s*(['"])([A-Za-z0-9_.:-]+)\1\s*,\s*\{[^}]*?\bns:\s*(['"])(\w+)\3/g;
const RETURN_OBJECTS = /\bt\(\s*(['"])([A-Za-z0-9_.:-]+)\1\s*,\s*\{[^}]*?returnObjects:\s*true/g;
const TEMPLATE = /`([^`]*\$\{[^`]*)`/g;

function fileNamespaces(source: Source, declared: Declarations): string[] | null {
  const namespaces = new Set<string>();
  for (const [, args = ''] of source.text.matchAll(USE_TRANSLATION)) {
    const trimmed = args.trim();
    if (trimmed === '') namespaces.add('common');
    else {
      const first = trimmed.match(/^\[?\s*(['"])(\w+)\1/);
      if (first?.[2]) namespaces.add(first[2]);
      else {
        const listed = declared.fileNamespaces?.[source.file];
        if (!listed) return null;
        for (const ns of listed) namespaces.add(ns);
      }
    }
  }
  return [...namespaces];
}

/** `faq.items.${item}.q` → "faq.items.{}.q", or null when the template is not a catalog key (URLs, ids, classes). */
function keyTemplate(body: string, known: Set<string>): { ns: string | null; template: string } | null {
  const template = body.replace(/\$\{[^}]*\}/g, '{}');
  const match = template.match(/^(?:(\w+):)?([\w{}]+(?:\.[\w{}]+)*)$/);
  if (!match?.[2]) return null;
  const ns = match[1] ?? null;
  if (ns !== null && !known.has(ns)) return null;
  if (ns === null && !template.includes('.')) return null;
  return { ns, template: match[2] };
}

export function catalogUsage(catalogs: Catalogs, sources: Source[], declared: Declarations): Usage {
  const known = new Set(Object.keys(catalogs));
  const keys = new Map(Object.entries(catalogs).map(([ns, list]) => [ns, new Set(list)]));
  const used = new Map(Object.keys(catalogs).map((ns) => [ns, new Set<string>()]));
  const hasKey = (ns: string, key: string) =>
    [...(keys.get(ns) ?? [])].some((k) => k === key || k.startsWith(`${key}.`));
  const use = (ns: string, key: string, subtree = false) => {
    const inNs = keys.get(ns);
    if (!inNs) return;
    for (const k of inNs) {
      if (k === key || PLURAL.test(k.slice(key.length)) || (subtree && k.startsWith(`${key}.`))) {
        if (k.startsWith(key)) used.get(ns)?.add(k);
      }
    }
  };
  const split = (literal: string, fallback: string[]): [string, string][] => {
    const colon = literal.indexOf(':');
    if (colon > 0 && known.has(literal.slice(0, colon)))
      return [[literal.slice(0, colon), literal.slice(colon + 1)]];
    return fallback.map((ns) => [ns, literal]);
  };

  const unresolvedFiles: string[] = [];
  const templates: { file: string; namespaces: string[]; template: string }[] = [];
  for (const source of sources) {
    const namespaces = fileNamespaces(source, declared);
    if (namespaces === null) {
      unresolvedFiles.push(source.file);
      continue;
    }
    for (const [, , literal = ''] of source.text.matchAll(LITERAL)) {
      for (const [ns, key] of split(literal, namespaces)) use(ns, key);
    }
    for (const [, , key = '', , ns = ''] of source.text.matchAll(WITH_NS)) use(ns, key);
    for (const [, , literal = ''] of source.text.matchAll(RETURN_OBJECTS)) {
      for (const [ns, key] of split(literal, namespaces)) use(ns, key, true);
    }
    for (const [, body = ''] of source.text.matchAll(TEMPLATE)) {
      const found = keyTemplate(body, known);
      // (a file that translates nothing builds no keys unless it names the namespace)
      if (found && (found.ns || namespaces.length > 0)) {
        templates.push({
          file: source.file,
          namespaces: found.ns ? [found.ns] : namespaces,
          template: found.template,
        });
      }
    }
  }

  const staleDeclarations: string[] = [];
  const missingKeys: string[] = [];
  for (const [declaration, values] of Object.entries(declared.dynamicKeys)) {
    const colon = declaration.indexOf(':');
    const ns = declaration.slice(0, colon);
    const template = declaration.slice(colon + 1);
    if (!templates.some((t) => t.template === template && t.namespaces.includes(ns))) {
      staleDeclarations.push(declaration);
    }
    for (const value of values) {
      const key = template.replace('{}', value);
      if (!hasKey(ns, key)) missingKeys.push(`${ns}:${key}`);
      use(ns, key, true);
    }
  }
  const undeclaredTemplates = templates
    .filter(
      ({ namespaces, template }) => !namespaces.some((ns) => `${ns}:${template}` in declared.dynamicKeys),
    )
    .map(({ file, namespaces, template }) => `${file}: ${namespaces.join('|')}:${template}`);

  const unused: string[] = [];
  for (const [ns, list] of keys)
    for (const key of list) if (!used.get(ns)?.has(key)) unused.push(`${ns}:${key}`);
  return { unused, undeclaredTemplates, staleDeclarations, missingKeys, unresolvedFiles };
}
