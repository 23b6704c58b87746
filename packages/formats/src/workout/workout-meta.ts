import { cleanText, TEXT_LIMITS } from './workout-tree.ts';

/**
 * What a workout file says about itself beyond the ride: who wrote it and where the app files it. Zwift's header
 * (h4l/zwift-workout-file-reference, integrations.md §4): `<author>`, `<category>` and `<subcategory>` (the section
 * of Zwift's workout list), `<categoryIndex>` (its order there), `<tags><tag name="…"/></tags>`, and `<ShowCP20>1`
 * (Zwift shows the 20-minute power of its FTP tests). Read on import, stored with the rider's workout and written
 * back on export, so a file that goes through Domestique comes out carrying what it came in with.
 */
export interface WorkoutFileMeta {
  readonly author?: string;
  readonly category?: string;
  readonly subcategory?: string;
  readonly categoryIndex?: number;
  readonly tags?: readonly string[];
  readonly showCp20?: true;
}

/** At most this many tags are kept, each of at most `tagChars`: Zwift's own files carry one to three. */
export const META_LIMITS = { tags: 20, tagChars: 50, categoryIndex: 1000 } as const;

function text(value: unknown, maxChars: number): string | undefined {
  return typeof value === 'string' ? cleanText(value, maxChars) || undefined : undefined;
}

/**
 * The meta kept from anything (a file's header as read, or JSON stored earlier): texts cleaned and capped at the
 * model's name length, tags deduplicated and capped, the category index a whole number 0–1000; anything else
 * dropped. Returns only the keys that hold a value, so an empty result is `{}`.
 */
export function cleanFileMeta(value: unknown): WorkoutFileMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const bag = value as Record<string, unknown>;
  const out: {
    author?: string;
    category?: string;
    subcategory?: string;
    categoryIndex?: number;
    tags?: string[];
    showCp20?: true;
  } = {};
  const author = text(bag.author, TEXT_LIMITS.name);
  if (author) out.author = author;
  const category = text(bag.category, TEXT_LIMITS.name);
  if (category) out.category = category;
  const subcategory = text(bag.subcategory, TEXT_LIMITS.name);
  if (subcategory) out.subcategory = subcategory;
  const index = bag.categoryIndex;
  if (Number.isInteger(index) && (index as number) >= 0 && (index as number) <= META_LIMITS.categoryIndex)
    out.categoryIndex = index as number;
  if (Array.isArray(bag.tags)) {
    const tags = [
      ...new Set(bag.tags.map((t) => text(t, META_LIMITS.tagChars)).filter((t) => t !== undefined)),
    ];
    if (tags.length > 0) out.tags = tags.slice(0, META_LIMITS.tags);
  }
  if (bag.showCp20 === true) out.showCp20 = true;
  return out;
}
