import type { ActivityDetail, FtpTestOption, FtpTestProtocolName } from '@domestique/contract';
import { Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate, formatDuration, formatNumber, formatPercent } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFtpTestPreview } from '../api/get-ftp-test.ts';
import { useSaveFtpTest } from '../api/save-ftp-test.ts';

function OptionLine({ option }: { option: FtpTestOption }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
      <span>
        <span className="font-semibold">{t(`ftpTest.protocols.${option.protocol}.name`)}</span>
        <span className="block text-sm text-muted">{t(`ftpTest.protocols.${option.protocol}.rule`)}</span>
      </span>
      <span className="text-sm font-semibold tabular-nums">
        {option.available
          ? `${formatNumber(option.ftpW, language)} W`
          : t(`ftpTest.unavailable.${option.unavailableReason ?? 'too_short'}`)}
      </span>
    </span>
  );
}

/**
 * What saving changes, before anything does (issue 12): the ride's date, from when to when its FTP would apply —
 * today's FTP changes only when the test is the newest value — and which rides would be re-scored.
 */
function EffectLines({
  option,
  current,
  rideStart,
}: {
  option: FtpTestOption;
  current: number | null;
  rideStart: string;
}) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const effect = option.effect;
  if (!effect) return null;
  const value = formatNumber(option.ftpW, language);
  const { count, firstStart, lastStart } = effect.rescored;
  return (
    <div className="mt-1 space-y-1 text-muted" data-testid="ftp-test-effect">
      <p data-testid="ftp-test-date">{t('ftpTest.rideDate', { date: formatDate(rideStart, language) })}</p>
      <p data-testid="ftp-test-span">
        {effect.becomesCurrent || effect.effectiveUntil === null || effect.nextFtpW === null
          ? current === null
            ? t('ftpTest.becomesFirst', { value })
            : t('ftpTest.becomesCurrent', { value, current: formatNumber(current, language) })
          : t('ftpTest.untilNext', {
              value,
              until: formatDate(effect.effectiveUntil, language),
              next: formatNumber(effect.nextFtpW, language),
              current: formatNumber(current, language),
            })}
      </p>
      <p data-testid="ftp-test-rescored">
        {count === 0 || firstStart === null || lastStart === null
          ? t('ftpTest.rescoredNone')
          : t('ftpTest.rescored', {
              count,
              first: formatDate(firstStart, language),
              last: formatDate(lastStart, language),
            })}
      </p>
    </div>
  );
}

/**
 * "Use this ride as an FTP test": the rider picks the protocol the ride was; the server reads its effort(s) from the
 * ride's power and we show the FTP it gives, and why, before anything changes. Saving records it as a test.
 */
export function FtpTestPanel({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const preview = useFtpTestPreview(detail.id);
  const save = useSaveFtpTest(detail.id);
  // a ride recognised as a test at import opens on its protocol: the rider still sees the FTP and decides
  const recognized = detail.recognizedFtpTest;
  const [chosen, setChosen] = useState<FtpTestProtocolName | null>(recognized?.protocol ?? null);
  const name = useId();
  const options = preview.data?.options ?? [];
  const selected = options.find((o) => o.protocol === chosen && o.available) ?? null;

  if (preview.isError) return <p className="text-muted">{t('ftpTest.failedLoad')}</p>;
  if (!preview.data) return <div className="skeleton h-40 w-full" aria-hidden="true" />;
  const current = preview.data.currentFtpW;
  return (
    <div className="space-y-4" data-testid="ftp-test">
      <p className="text-sm text-muted">{t('ftpTest.intro')}</p>
      {recognized && (
        <p className="rounded-2xl bg-lime/10 p-3 text-sm" data-testid="ftp-test-recognized">
          {t(`ftpTest.recognized.${recognized.evidence}`, {
            test: t(`ftpTest.protocols.${recognized.protocol}.name`),
          })}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('ftpTest.legend')}</legend>
        {options.map((option) => (
          <label
            key={option.protocol}
            className={`flex items-start gap-3 rounded-2xl border p-3 ${
              option.available ? 'cursor-pointer border-line hover:border-fg/40' : 'border-line/60 opacity-70'
            } has-[input:checked]:border-brand-fg has-[input:checked]:bg-lime/10`}
            data-testid={`ftp-test-option-${option.protocol}`}
          >
            <input
              type="radio"
              name={name}
              value={option.protocol}
              className="mt-1 accent-[var(--brand-fg)]"
              disabled={!option.available}
              checked={chosen === option.protocol}
              onChange={() => setChosen(option.protocol)}
            />
            <OptionLine option={option} />
          </label>
        ))}
      </fieldset>
      {selected && selected.ftpW !== null && selected.basisW !== null && (
        <div
          className="rounded-2xl bg-surface-2 p-4 text-sm"
          aria-live="polite"
          data-testid="ftp-test-preview"
        >
          <p className="font-display text-2xl font-black tabular-nums" data-testid="ftp-test-value">
            {t('ftpTest.result', { value: formatNumber(selected.ftpW, language) })}
          </p>
          <p className="mt-1" data-testid="ftp-test-reason">
            {t('ftpTest.reason', {
              factor: formatPercent(selected.factor * 100, language, 0),
              basis: formatNumber(selected.basisW, language),
              rule: t(`ftpTest.protocols.${selected.protocol}.effort`),
              at: selected.efforts.map((e) => formatDuration(e.startS)).join(', '),
            })}
          </p>
          <EffectLines option={selected} current={current} rideStart={preview.data.rideStartTime} />
          <button
            type="button"
            className={buttonClass('primary', 'md', 'mt-3')}
            disabled={save.isPending}
            onClick={async () => {
              try {
                const saved = await save.mutateAsync(selected.protocol);
                const { effect } = saved;
                toast.success(
                  effect.becomesCurrent || effect.effectiveUntil === null || saved.currentFtpW === null
                    ? t('ftpTest.saved', { value: formatNumber(saved.ftpW, language) })
                    : t('ftpTest.savedFor', {
                        value: formatNumber(saved.ftpW, language),
                        from: formatDate(effect.effectiveFrom, language),
                        until: formatDate(effect.effectiveUntil, language),
                        current: formatNumber(saved.currentFtpW, language),
                      }),
                );
                setChosen(null);
              } catch {
                toast.error(t('ftpTest.failed'));
              }
            }}
            data-testid="ftp-test-save"
          >
            <Timer className="size-4" aria-hidden="true" />
            {t('ftpTest.save', { value: formatNumber(selected.ftpW, language) })}
          </button>
        </div>
      )}
    </div>
  );
}
