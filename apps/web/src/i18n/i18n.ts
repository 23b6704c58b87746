import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../locales/en/common.json';
import commonEs from '../locales/es/common.json';
import commonPt from '../locales/pt/common.json';
import { languageFromPath, UI_LANGUAGES, type UiLanguage } from './language.ts';
import { CONTACT_EMAIL, PRODUCT_NAME } from './product.ts';

export { CONTACT_EMAIL, PRODUCT_NAME };

type Catalog = { default: Record<string, unknown> };
// Every other namespace is its own small chunk, fetched when a page needs it.
const catalogs = import.meta.glob<Catalog>(['../locales/*/*.json', '!../locales/*/common.json']);

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18nReady = i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: typeof window === 'undefined' ? 'en' : languageFromPath(window.location.pathname),
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: commonEn }, pt: { common: commonPt }, es: { common: commonEs } },
    interpolation: {
      escapeValue: false, // React escapes
      defaultVariables: { product: PRODUCT_NAME, contactEmail: CONTACT_EMAIL },
    },
    returnNull: false,
    react: { useSuspense: true },
  });

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Loads the namespaces a page needs in `lang`, then switches to it, so the page never flashes untranslated. */
export async function prepareLanguage(lang: UiLanguage, namespaces: string[]): Promise<void> {
  await i18nReady;
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (missing.length > 0) await i18n.reloadResources([lang], missing);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export { i18n };
