/**
 * The dashboard applies the profile's interface language on entry (spec §4). Once the rider picks a language with the
 * selector in this tab, that choice wins until the next full load, so the two never fight.
 */
let explicitChoice = false;

export function markExplicitLanguageChoice() {
  explicitChoice = true;
}

export function hasExplicitLanguageChoice(): boolean {
  return explicitChoice;
}

/** A new session starts fresh: the next rider's profile language applies again. */
export function resetLanguageChoice() {
  explicitChoice = false;
}
