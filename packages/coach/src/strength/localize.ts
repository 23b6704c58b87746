import type { CoachLanguage, Localized } from '../workout/types.ts';
import type { StrengthSession } from './types.ts';

/** A strength session's texts (name, description, purpose, exercise names and cues) in one language. */
export function localizeStrengthSession(
  session: StrengthSession<Localized>,
  lang: CoachLanguage,
): StrengthSession<string> {
  return {
    ...session,
    name: session.name[lang],
    description: session.description[lang],
    purpose: session.purpose[lang],
    exercises: session.exercises.map((e) => ({ ...e, name: e.name[lang], cue: e.cue[lang] })),
  };
}
