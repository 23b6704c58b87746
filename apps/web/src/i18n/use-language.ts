import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, localizePath, type UiLanguage } from './language.ts';

/** The UI language is the URL's (spec §2). */
export function useLanguage(): UiLanguage {
  return languageFromPath(useLocation().pathname);
}

/** Maps a language-neutral path to the current language's URL. */
export function useLocalize(): (path: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
