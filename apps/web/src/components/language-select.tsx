import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_META, switchLanguagePath, UI_LANGUAGES, type UiLanguage } from '../i18n/language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { markExplicitLanguageChoice } from './language-choice.ts';

/**
 * Spec §2: switching language adds or removes the prefix and keeps the rest of the path. `onChoose` hears the rider's
 * choice (signed-in pages save it to the profile, so it outlives a reload).
 */
export function LanguageSelect({
  className = '',
  onChoose,
}: {
  className?: string;
  onChoose?: (language: UiLanguage) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: UiLanguage) => {
    markExplicitLanguageChoice();
    navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`, {
      preventScrollReset: true,
      state: location.state,
    });
    onChoose?.(next);
  };
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute left-2.5 size-4 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={lang}
        onChange={(event) => change(event.target.value as UiLanguage)}
        className="h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-full border border-line bg-surface py-0 pr-3 pl-8 text-sm font-medium text-fg hover:border-fg/40"
        data-testid="language-select"
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {/* an <option> holds text only: no flag here (emoji flags need a colour-emoji font) */}
            {LANGUAGE_META[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
