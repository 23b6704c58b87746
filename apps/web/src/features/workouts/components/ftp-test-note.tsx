import type { WorkoutDetail } from '@domestique/contract';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatPercent } from '../../../lib/ride-format.ts';

/** An FTP-test workout says how its ride becomes an FTP, and that nothing changes without the rider. */
export function FtpTestNote({ test }: { test: NonNullable<WorkoutDetail['ftpTest']> }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <section
      className="card border-lime-deep/40 p-4 sm:p-5"
      aria-labelledby="ftp-test-note"
      data-testid="ftp-test-note"
    >
      <h2 id="ftp-test-note" className="flex items-center gap-2 font-bold">
        <Timer className="size-5 text-brand-fg" aria-hidden="true" />
        {t('ftpTest.title')}
      </h2>
      <p className="mt-2 text-sm">
        {t('ftpTest.rule', {
          factor: formatPercent(test.factor * 100, language, 0),
          effort: t(`ftpTest.efforts.${test.protocol}`),
        })}
      </p>
      <p className="mt-1 text-sm text-muted">{t('ftpTest.after')}</p>
    </section>
  );
}
