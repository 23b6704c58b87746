import type { WorkoutDetail } from '@domestique/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatNumber } from '../../../lib/ride-format.ts';

/**
 * Which FTP the watts are for, honestly: the rider's FTP, or the estimate from their onboarding answers (labelled,
 * with the way to a real one), or none (targets in % FTP only).
 */
export function FtpBasis({ ftp }: { ftp: WorkoutDetail['ftp'] }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  if (!ftp) {
    return (
      <p className="text-sm text-muted" data-testid="ftp-basis">
        {t('ftp.none')}{' '}
        <LocalizedLink to="/settings" className="font-semibold text-brand-fg underline">
          {t('ftp.setFtp')}
        </LocalizedLink>
      </p>
    );
  }
  const value = formatNumber(ftp.watts, language);
  return (
    <p className="text-sm" data-testid="ftp-basis" data-source={ftp.source}>
      {ftp.source === 'answers' ? (
        <>
          <span className="font-semibold">{t('ftp.answers', { value })}</span>{' '}
          <LocalizedLink to="/settings" className="font-semibold text-brand-fg underline">
            {t('ftp.setFtp')}
          </LocalizedLink>
        </>
      ) : (
        <span className="font-semibold">{t('ftp.known', { value })}</span>
      )}
    </p>
  );
}
