import { FTP_SUGGESTION_MAX_AGE_DAYS } from '@domestique/coach';
import type { ActivityDetail } from '@domestique/contract';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber } from '../../../lib/ride-format.ts';

/** The header's "scored with …" line: says when the FTP was a guess from the onboarding answers. */
export function FtpUsedLine({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  // a ride without IF (no power, another sport) was not scored with an FTP at all
  if (detail.ftpUsedW === null || detail.intensityFactor === null) return null;
  const value = formatNumber(detail.ftpUsedW, language);
  return (
    <span data-testid="ftp-used" data-source={detail.ftpSource ?? undefined}>
      {' · '}
      {detail.ftpSource === 'answers'
        ? t('detail.ftpUsedEstimated', { value })
        : t('detail.ftpUsed', { value })}
    </span>
  );
}

/**
 * What this ride says about the FTP it was scored with (issue 12): an IF no right FTP allows on a ride this long, the
 * FTP suggestion it left (decided on the dashboard), or — when the FTP is a guess or looks wrong — why it cannot
 * suggest one. Nothing when there is nothing to say.
 */
export function FtpEvidence({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const evidence = detail.ftpEvidence;
  if (!evidence || detail.ftpUsedW === null) return null;
  const guessed = detail.ftpSource === 'answers';
  const { suggestion, noSuggestionReason, ifBeyondFtp } = evidence;
  const lines: { key: string; text: string }[] = [];
  if (ifBeyondFtp) {
    lines.push({
      key: 'if-beyond',
      text: t('ftpEvidence.ifBeyond', {
        if: formatNumber(detail.intensityFactor, language, 2, 2),
        duration: formatDuration(detail.movingS),
        ftp: formatNumber(detail.ftpUsedW, language),
      }),
    });
  }
  if (suggestion) {
    lines.push({
      key: `suggestion-${suggestion.status}`,
      text: t(`ftpEvidence.suggestion.${suggestion.status}`, {
        value: formatNumber(suggestion.estimateW, language),
      }),
    });
  } else if (noSuggestionReason && (guessed || ifBeyondFtp)) {
    lines.push({
      key: `no-suggestion-${noSuggestionReason}`,
      // the age rule in the words the dashboard uses too
      text:
        noSuggestionReason === 'too_old'
          ? t('common:ftpAge.tooOld', { days: FTP_SUGGESTION_MAX_AGE_DAYS })
          : t('ftpEvidence.noSuggestion', { reason: t(`ftpEvidence.reasons.${noSuggestionReason}`) }),
    });
  }
  if (lines.length === 0 && !guessed) return null;
  const pending = suggestion?.status === 'pending';
  return (
    <section
      className="card flex items-start gap-3 border-ember/40 p-4 text-sm"
      aria-label={t('ftpEvidence.title')}
      data-testid="ftp-evidence"
    >
      <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-fg" aria-hidden="true" />
      <div className="min-w-0 space-y-1.5">
        <h2 className="font-bold">{t('ftpEvidence.title')}</h2>
        {guessed && (
          <p data-testid="ftp-evidence-guessed">
            {t('ftpEvidence.guessed', { value: formatNumber(detail.ftpUsedW, language) })}
          </p>
        )}
        {lines.map((line) => (
          <p key={line.key} data-testid={`ftp-evidence-${line.key}`}>
            {line.text}
          </p>
        ))}
        <p className="text-muted">
          {pending ? (
            <LocalizedLink to="/dashboard" className="font-semibold text-brand-fg underline">
              {t('ftpEvidence.decide')}
            </LocalizedLink>
          ) : (
            <>
              {t('ftpEvidence.fix')}{' '}
              <LocalizedLink to="/settings" className="font-semibold text-brand-fg underline">
                {t('ftpEvidence.settings')}
              </LocalizedLink>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
