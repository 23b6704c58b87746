import { WORKOUT_DOWNLOAD_FORMATS, type WorkoutDetail } from '@domestique/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { workoutDownloadUrl } from '../api/download-link.ts';

/** One real download per format (links: the server names the file and sets the watts for the rider's FTP). */
export function DownloadButtons({ workout }: { workout: WorkoutDetail }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <div className="space-y-2">
      <ul className="grid gap-2 sm:grid-cols-2">
        {WORKOUT_DOWNLOAD_FORMATS.map((format) => {
          // ERG is in watts: without any FTP there is nothing honest to write
          const unavailable = format === 'erg' && !workout.ftp;
          return (
            <li key={format}>
              {unavailable ? (
                <span
                  className={buttonClass('secondary', 'md', 'w-full justify-start opacity-60')}
                  aria-disabled="true"
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t(`downloads.${format}`)} — {t('downloads.needsFtp')}
                </span>
              ) : (
                <a
                  href={workoutDownloadUrl(workout.id, format, language)}
                  download
                  className={buttonClass('secondary', 'md', 'w-full justify-start')}
                  data-testid={`download-${format}`}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t(`downloads.${format}`)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{workout.ftp ? t('downloads.hintWatts') : t('downloads.hintPct')}</p>
    </div>
  );
}
