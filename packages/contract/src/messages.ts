import { SHARED_ERROR_MESSAGES } from './error-messages.ts';
import type { Language } from './languages.ts';
import { PROFILE_FIELD_MESSAGES } from './profile-messages.ts';
import { WORKOUT_FIELD_MESSAGES } from './workout-messages.ts';

/**
 * Every text the contract words, by language: profile and workout field codes, and the API errors the web words
 * too. The server's catalog spreads it in, the web reads it through `contractMessage` — one wording per code
 * (issue #18 "one list per fact"). A code is in one list only (test/messages.test.ts). The web imports this file
 * as `@domestique/contract/messages`: it and its lists take only types from the schemas, so a page that words a
 * code (sign-in, the dashboard's shell) does not download zod with it.
 */
export const CONTRACT_MESSAGES = {
  en: { ...PROFILE_FIELD_MESSAGES.en, ...WORKOUT_FIELD_MESSAGES.en, ...SHARED_ERROR_MESSAGES.en },
  pt: { ...PROFILE_FIELD_MESSAGES.pt, ...WORKOUT_FIELD_MESSAGES.pt, ...SHARED_ERROR_MESSAGES.pt },
  es: { ...PROFILE_FIELD_MESSAGES.es, ...WORKOUT_FIELD_MESSAGES.es, ...SHARED_ERROR_MESSAGES.es },
} as const satisfies Record<Language, Record<string, string>>;

export type ContractMessageCode = keyof (typeof CONTRACT_MESSAGES)['en'];

export function isContractMessageCode(code: string): code is ContractMessageCode {
  return Object.hasOwn(CONTRACT_MESSAGES.en, code);
}

/** The words of `code` in `language`. */
export function contractMessage(code: ContractMessageCode, language: Language): string {
  return CONTRACT_MESSAGES[language][code];
}
