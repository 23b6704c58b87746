import { LANGUAGES, PREFIXED_LANGUAGES } from '@domestique/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasLanguagePrefix,
  languageFromPath,
  localizePath,
  stripLanguage,
  switchLanguagePath,
  UI_LANGUAGES,
} from '../src/i18n/language.ts';
import { namespacesForPath } from '../src/i18n/namespaces.ts';

describe('language from the URL (spec §2)', () => {
  it('reads pt and es from the first segment and treats anything else as English', () => {
    expect(languageFromPath('/pt')).toBe('pt');
    expect(languageFromPath('/pt/about')).toBe('pt');
    expect(languageFromPath('/es/oauth/garmin/callback')).toBe('es');
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/about')).toBe('en');
    expect(languageFromPath('/fr/about')).toBe('en');
    expect(languageFromPath('/en/about')).toBe('en');
    expect(languageFromPath('/ptx/about')).toBe('en');
  });

  it('strips the prefix and keeps the rest of the path', () => {
    expect(stripLanguage('/pt/about')).toBe('/about');
    expect(stripLanguage('/es')).toBe('/');
    expect(stripLanguage('/pt/')).toBe('/');
    expect(stripLanguage('/about')).toBe('/about');
    expect(stripLanguage('/es/oauth/garmin/callback')).toBe('/oauth/garmin/callback');
  });

  it('adds the prefix for pt and es only', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'pt')).toBe('/pt');
    expect(localizePath('/about', 'es')).toBe('/es/about');
    expect(localizePath('/pt/about', 'en')).toBe('/about');
    expect(localizePath('/?x=1', 'pt')).toBe('/pt?x=1');
  });

  it('switching language adds or removes the prefix and keeps the rest of the path', () => {
    expect(switchLanguagePath('/trial', 'pt')).toBe('/pt/trial');
    expect(switchLanguagePath('/pt/trial', 'es')).toBe('/es/trial');
    expect(switchLanguagePath('/es/trial', 'en')).toBe('/trial');
    expect(switchLanguagePath('/pt', 'en')).toBe('/');
    expect(switchLanguagePath('/', 'es')).toBe('/es');
  });

  it('round-trips any neutral path through every language', () => {
    const segment = fc.stringMatching(/^[a-z][a-z-]{0,8}$/).filter((s) => s !== 'pt' && s !== 'es');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom(...UI_LANGUAGES), (segments, lang) => {
        const neutral = `/${segments.join('/')}`;
        const localized = localizePath(neutral, lang);
        expect(languageFromPath(localized)).toBe(lang);
        expect(stripLanguage(localized)).toBe(neutral);
      }),
    );
  });

  it('matches the contract language lists', () => {
    expect([...UI_LANGUAGES]).toEqual([...LANGUAGES]);
    expect(UI_LANGUAGES.filter((l) => localizePath('/', l) !== '/')).toEqual([...PREFIXED_LANGUAGES]);
  });

  it('loads each page’s catalogs, whatever the prefix', () => {
    expect(namespacesForPath('/pt/dashboard')).toEqual([
      'common',
      'dashboard',
      'profile',
      'auth',
      'progress',
      'plans',
      'summaries',
    ]);
    // a ride's page has the plan's feedback card
    expect(namespacesForPath('/es/activities/abc-123')).toEqual(['common', 'activities', 'plans']);
    expect(namespacesForPath('/plans/calendar')).toEqual(['common', 'plans']);
    expect(namespacesForPath('/activities')).toEqual(['common', 'activities', 'connections']);
    expect(namespacesForPath('/')).toEqual(['common', 'capabilities', 'home']);
    expect(namespacesForPath('/es')).toEqual(['common', 'capabilities', 'home']);
    expect(namespacesForPath('/nowhere')).toEqual(['common']);
  });
});

describe('hasLanguagePrefix', () => {
  it('is true only for a path that names pt or es itself (English has no prefix)', () => {
    expect(hasLanguagePrefix('/pt/dashboard')).toBe(true);
    expect(hasLanguagePrefix('/es')).toBe(true);
    expect(hasLanguagePrefix('/dashboard')).toBe(false);
    expect(hasLanguagePrefix('/ptx/dashboard')).toBe(false);
    expect(hasLanguagePrefix('/')).toBe(false);
  });
});
