import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles.ts';

const STORAGE_KEY = 'domestique.theme';

function isDark() {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
}

/** Light/dark switch; the choice is remembered, the system preference is the default (public/theme-init.js). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [dark, setDark] = useState(isDark);
  const toggle = () => {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    setDark(next);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      className={buttonClass('ghost', 'icon')}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </button>
  );
}
