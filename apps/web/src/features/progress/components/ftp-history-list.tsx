import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatNumber } from '../../../lib/ride-format.ts';
import type { FtpHistory } from '../api/get-ftp-history.ts';

/** Reason codes the server records; anything newer reads as "other". */
export const KNOWN_REASONS = [
  'profile_update',
  'dated_entry',
  'ftp_estimate_best20min',
  'ftp_estimate_critical_power',
  'ftp_test_ramp',
  'ftp_test_20min',
  'ftp_test_8min',
];

const SOURCE_STYLE = {
  manual: 'bg-surface-2 text-fg',
  test: 'bg-lime/25 text-fg ring-1 ring-lime-deep/30',
  estimate: 'bg-ember/15 text-fg ring-1 ring-ember/30',
} as const;

/** Every FTP with its date, where it came from and why (newest first). */
export function FtpHistoryList({ history }: { history: FtpHistory }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  if (history.entries.length === 0) {
    // no FTP measured yet: rides are scored with the estimate from the answers, and the page says so
    return history.current?.source === 'answers' ? (
      <p className="text-muted" data-testid="ftp-answers-estimate">
        {t('ftp.answersEstimate', { value: formatNumber(history.current.watts, language) })}
      </p>
    ) : (
      <p className="text-muted">{t('ftp.empty')}</p>
    );
  }
  return (
    <ol className="divide-y divide-line/70" data-testid="ftp-history">
      {history.entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
          data-testid="ftp-entry"
        >
          <div className="min-w-0">
            <p className="font-display text-xl font-black tabular-nums">
              {formatNumber(entry.ftpW, language)} W
            </p>
            <p className="text-sm text-muted" data-testid="ftp-reason">
              {t(`ftp.reasons.${KNOWN_REASONS.includes(entry.reason) ? entry.reason : 'other'}`)}
              {entry.activityId && (
                <>
                  {' · '}
                  <LocalizedLink to={`/activities/${entry.activityId}`} className="text-brand-fg underline">
                    {t('ftp.ride')}
                  </LocalizedLink>
                </>
              )}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SOURCE_STYLE[entry.source]}`}
              data-testid="ftp-source"
            >
              {t(`ftp.sources.${entry.source}`)}
            </span>
            <span className="text-sm text-muted">{formatDate(entry.effectiveAt, language)}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}
