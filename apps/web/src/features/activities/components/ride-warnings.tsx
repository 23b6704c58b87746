import type { RideWarningDto } from '@domestique/contract';
import {
  RIDE_WARNING_MESSAGES,
  type RideWarningCode,
  rideWarningMessage,
} from '@domestique/formats/warnings';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';

const isKnownCode = (code: string): code is RideWarningCode => Object.hasOwn(RIDE_WARNING_MESSAGES.en, code);

/**
 * A file warning in the UI language, worded where the server and the CLI word it (`@domestique/formats`), the count
 * formatted for the language; a code this build does not know reads generically.
 */
export function useWarningText(): (warning: RideWarningDto) => string {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  return (warning) =>
    isKnownCode(warning.code)
      ? rideWarningMessage({ code: warning.code, count: warning.count }, language)
      : t('warnings.unknown');
}

/** The notes on a ride file (salvaged, cleaned up, another sport), as a compact list. */
export function WarningList({ warnings, testId }: { warnings: RideWarningDto[]; testId: string }) {
  const text = useWarningText();
  return (
    <ul className="space-y-1.5 text-sm">
      {warnings.map((warning) => (
        <li
          key={`${warning.code}-${warning.count ?? ''}`}
          className="flex gap-2"
          data-testid={testId}
          data-code={warning.code}
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden="true" />
          <span>{text(warning)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The ride page's "About this file" box; nothing when the file needed no note. */
export function RideWarnings({ warnings }: { warnings: RideWarningDto[] }) {
  const { t } = useTranslation('activities');
  if (warnings.length === 0) return null;
  return (
    <section
      className="rounded-[var(--radius-card)] border border-ember/40 bg-ember/10 p-4"
      aria-label={t('warnings.title')}
      data-testid="ride-warnings"
    >
      <h2 className="mb-2 font-bold">{t('warnings.title')}</h2>
      <WarningList warnings={warnings} testId="ride-warning" />
    </section>
  );
}
