import type { Totals } from '@domestique/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  formatDate,
  formatDistanceKm,
  formatElevation,
  formatHours,
  formatMonth,
  formatNumber,
} from '../../../lib/ride-format.ts';

/** Weekly or monthly totals, newest first; the table scrolls inside its own box on a phone. */
export function TotalsTable({ totals }: { totals: Totals }) {
  const { t } = useTranslation('progress');
  const language = useLanguage();
  const rows = [...totals.periods].reverse();
  const max = Math.max(1, ...rows.map((r) => r.movingS));
  return (
    <ScrollRegion label={t('totals.title')} testId="totals">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">
          {totals.period === 'week' ? t('totals.weekCaption') : t('totals.monthCaption')}
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="sticky left-0 z-[1] bg-surface py-2 pr-3 font-semibold">
              {totals.period === 'week' ? t('totals.week') : t('totals.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('totals.hours')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('totals.distance')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('totals.elevation')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('totals.tss')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {t('totals.rides')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className="border-b border-line/60 last:border-0" data-testid="totals-row">
              <th
                scope="row"
                className="sticky left-0 z-[1] bg-surface py-2 pr-3 text-left font-medium whitespace-nowrap"
              >
                {totals.period === 'week'
                  ? formatDate(row.start, language)
                  : formatMonth(row.start, language)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                <span className="inline-flex items-center justify-end gap-2">
                  <span
                    className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-surface-2 sm:block"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full bg-brand-fg"
                      style={{ width: `${(row.movingS / max) * 100}%` }}
                    />
                  </span>
                  {formatHours(row.movingS, language)}
                </span>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatDistanceKm(row.distanceM, language)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatElevation(row.elevationGainM, language)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.tss, language)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatNumber(row.rides, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * Older and newer pages of totals, and jumps to the page of the latest ride and to today's: the whole history is
 * reachable, and a rider whose rides are years old gets back to them (or to the current weeks) in one click.
 */
export function TotalsPager({
  offset,
  step,
  latestOffset,
  showsLatest,
  hasOlder,
  busy,
  onOffset,
}: {
  offset: number;
  step: number;
  latestOffset: number | null;
  showsLatest: boolean;
  hasOlder: boolean;
  busy: boolean;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('progress');
  return (
    <nav
      aria-label={t('totals.pages')}
      className="flex flex-wrap items-center justify-between gap-3"
      data-testid="totals-pager"
    >
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onOffset(offset + step)}
        disabled={!hasOlder || busy}
        data-testid="totals-older"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('totals.older')}
      </button>
      <span className="flex flex-wrap items-center gap-2">
        {latestOffset != null && latestOffset > 0 && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => onOffset(latestOffset)}
            disabled={showsLatest || busy}
            data-testid="totals-to-latest"
          >
            {t('totals.toLatest')}
          </button>
        )}
        {offset > 0 && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => onOffset(0)}
            disabled={busy}
            data-testid="totals-to-today"
          >
            {t('totals.toToday')}
          </button>
        )}
      </span>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onOffset(Math.max(0, offset - step))}
        disabled={offset === 0 || busy}
        data-testid="totals-newer"
      >
        {t('totals.newer')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
