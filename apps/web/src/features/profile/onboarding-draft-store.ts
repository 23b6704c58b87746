import {
  COACH_GENDERS,
  EXPERIENCE_LEVELS,
  LANGUAGES,
  ONBOARDING_STEPS,
  PRIMARY_GOALS,
  WEIGHT_UNITS,
} from '@domestique/contract';
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../lib/session-draft.ts';
import { type DraftField, emptyDraft, type ProfileDraft } from './profile-draft.ts';

/** Where the wizard stands: the step on screen and the answers so far. */
export type OnboardingProgress = { step: number; draft: ProfileDraft };

const key = (userId: string) => `onboarding.${userId}`;

const CHOICES: Partial<Record<DraftField, readonly string[]>> = {
  weightUnit: WEIGHT_UNITS,
  coachGender: COACH_GENDERS,
  interfaceLanguage: LANGUAGES,
  experienceLevel: ['', ...EXPERIENCE_LEVELS],
  primaryGoal: ['', ...PRIMARY_GOALS],
};

/**
 * The stored progress, or null. What comes back from storage is checked field by field (anything could have been
 * written there): a field of the wrong type or an unknown option falls back to the empty draft's value.
 */
export function parseOnboardingProgress(value: unknown): OnboardingProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, draft } = value as { step?: unknown; draft?: unknown };
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > ONBOARDING_STEPS) return null;
  if (typeof draft !== 'object' || draft === null) return null;
  const stored = draft as Record<string, unknown>;
  const base = emptyDraft('en');
  const result: Record<string, unknown> = { ...base };
  for (const field of Object.keys(base) as DraftField[]) {
    const candidate = stored[field];
    if (typeof candidate !== typeof base[field]) continue;
    const choices = CHOICES[field];
    if (choices && !choices.includes(candidate as string)) continue;
    if (typeof candidate === 'string' && candidate.length > 300) continue;
    result[field] = candidate;
  }
  return { step, draft: result as ProfileDraft };
}

export function loadOnboardingProgress(userId: string): OnboardingProgress | null {
  return parseOnboardingProgress(readSessionDraft(key(userId)));
}

export function saveOnboardingProgress(userId: string, progress: OnboardingProgress): void {
  writeSessionDraft(key(userId), progress);
}

export function clearOnboardingProgress(userId: string): void {
  clearSessionDraft(key(userId));
}
