import type { ActivityListItem } from '@domestique/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  formatDate,
  formatDistanceKm,
  formatDuration,
  formatElevation,
  formatNumber,
  formatWithSymbol,
} from '../../../lib/ride-format.ts';
import { useRideNames } from '../../../lib/use-ride-names.ts';
import type { ActivitySort, ListParams } from '../api/list-activities.ts';

type Column = { key: string; sort: ActivitySort | null; numeric: boolean };

/** Table order; every column but the name sorts on the server. */
const COLUMNS: Column[] = [
  { key: 'date', sort: 'date', numeric: false },
  { key: 'name', sort: null, numeric: false },
  { key: 'duration', sort: 'duration', numeric: true },
  { key: 'distance', sort: 'distance', numeric: true },
  { key: 'elevation', sort: 'elevation', numeric: true },
  { key: 'np', sort: 'np', numeric: true },
  { key: 'tss', sort: 'tss', numeric: true },
  { key: 'if', sort: 'if', numeric: true },
];

/** Prefix of a TSS or IF scored with the estimate from the onboarding answers (a guessed FTP): "≈ 472". */
export const ESTIMATE_MARK = '≈ ';

/**
 * The load a ride shows in the TSS column: its TSS ("≈" when scored on a guessed FTP), else — a ride without power —
 * its HR load (hrTSS), labelled by `hrLabel`; "—" without either.
 */
export function loadCell(
  ride: Pick<ActivityListItem, 'tss' | 'hrLoad' | 'ftpSource'>,
  language: string,
  hrLabel: (value: string) => string,
): string {
  if (ride.tss !== null)
    return (ride.ftpSource === 'answers' ? ESTIMATE_MARK : '') + formatNumber(ride.tss, language);
  if (ride.hrLoad !== null) return hrLabel(formatNumber(ride.hrLoad, language));
  return formatNumber(null, language);
}

/** The values of one ride, formatted once for both the table and the phone cards. */
export function rideCells(ride: ActivityListItem, language: string, hrLabel: (value: string) => string) {
  const guessed = ride.ftpSource === 'answers' ? ESTIMATE_MARK : '';
  return {
    date: formatDate(ride.startTime, language),
    duration: formatDuration(ride.durationS),
    distance: formatDistanceKm(ride.distanceM, language),
    elevation: formatElevation(ride.elevationGainM, language),
    np: formatWithSymbol(ride.normalizedPowerW, 'W', language),
    tss: loadCell(ride, language, hrLabel),
    if:
      ride.intensityFactor == null
        ? formatNumber(null, language)
        : guessed + formatNumber(ride.intensityFactor, language, 2, 2),
  };
}

/** Under the list: what "≈" (a guessed FTP) and "HR" (a load from heart rate) mean, when a ride on the page has them. */
export function EstimatedFtpNote({ items }: { items: ActivityListItem[] }) {
  const { t } = useTranslation('activities');
  const guessed = items.some((ride) => ride.ftpSource === 'answers');
  const fromHeartRate = items.some((ride) => ride.tss === null && ride.hrLoad !== null);
  if (!guessed && !fromHeartRate) return null;
  return (
    <div className="space-y-1 text-sm text-muted">
      {guessed && <p data-testid="estimated-ftp-note">{t('list.estimatedFtp')}</p>}
      {fromHeartRate && <p data-testid="hr-load-note">{t('list.hrLoadNote')}</p>}
    </div>
  );
}

function SortIcon({ active, order }: { active: boolean; order: 'asc' | 'desc' }) {
  if (!active) return <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />;
  return order === 'asc' ? (
    <ArrowUp className="size-3.5" aria-hidden="true" />
  ) : (
    <ArrowDown className="size-3.5" aria-hidden="true" />
  );
}

/** Desktop and tablet: a sortable table (headers are buttons; aria-sort tells screen readers the order). */
export function ActivityTable({
  items,
  params,
  onSort,
}: {
  items: ActivityListItem[];
  params: ListParams;
  onSort: (column: ActivitySort) => void;
}) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const names = useRideNames();
  const hrLabel = (value: string) => t('list.hrLoadCell', { value });
  return (
    <ScrollRegion label={t('list.caption')} className="card max-md:hidden">
      <table className="w-full text-sm" data-testid="activity-table">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead>
          <tr className="border-b border-line text-left">
            {COLUMNS.map((column) => {
              const active = column.sort !== null && params.sort === column.sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-3 font-semibold whitespace-nowrap text-muted first:pl-5 last:pr-5 ${column.numeric ? 'text-right' : ''}`}
                  aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => column.sort && onSort(column.sort)}
                      className={`inline-flex items-center gap-1 rounded-md hover:text-fg ${active ? 'text-fg' : ''}`}
                      data-testid={`sort-${column.key}`}
                    >
                      {t(`columns.${column.key}`)}
                      <SortIcon active={active} order={params.order} />
                    </button>
                  ) : (
                    t(`columns.${column.key}`)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((ride) => {
            const cells = rideCells(ride, language, hrLabel);
            return (
              <tr
                key={ride.id}
                className="border-b border-line/60 last:border-0 hover:bg-surface-2/60"
                data-testid="activity-row"
                data-id={ride.id}
              >
                <td className="py-3 pr-3 pl-5 whitespace-nowrap text-muted">{cells.date}</td>
                <td className="max-w-[18rem] truncate px-3 py-3 font-semibold">
                  <LocalizedLink
                    to={`/activities/${ride.id}`}
                    className="rounded hover:text-brand-fg hover:underline"
                    data-testid="activity-link"
                  >
                    {names.name(ride)}
                  </LocalizedLink>
                </td>
                <td className="px-3 py-3 text-right tabular-nums" data-cell="duration">
                  {cells.duration}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums" data-cell="distance">
                  {cells.distance}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums" data-cell="elevation">
                  {cells.elevation}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums" data-cell="np">
                  {cells.np}
                </td>
                <td className="px-3 py-3 text-right tabular-nums" data-cell="tss">
                  {cells.tss}
                </td>
                <td className="py-3 pr-5 pl-3 text-right tabular-nums" data-cell="if">
                  {cells.if}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Phones: one card per ride, the same numbers as the table. */
export function ActivityCards({ items }: { items: ActivityListItem[] }) {
  const { t } = useTranslation('activities');
  const language = useLanguage();
  const names = useRideNames();
  const hrLabel = (value: string) => t('list.hrLoadCell', { value });
  return (
    <ul
      className="grid grid-cols-1 gap-3 md:hidden"
      aria-label={t('list.caption')}
      data-testid="activity-cards"
    >
      {items.map((ride) => {
        const cells = rideCells(ride, language, hrLabel);
        const stats: [string, string][] = [
          ['duration', cells.duration],
          ['distance', cells.distance],
          ['elevation', cells.elevation],
          ['np', cells.np],
          ['tss', cells.tss],
          ['if', cells.if],
        ];
        return (
          <li key={ride.id} className="card min-w-0 p-4" data-testid="activity-card" data-id={ride.id}>
            <p className="text-xs text-muted">{cells.date}</p>
            <LocalizedLink
              to={`/activities/${ride.id}`}
              className="mt-0.5 block truncate font-display text-lg font-bold hover:text-brand-fg"
            >
              {names.name(ride)}
            </LocalizedLink>
            <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
              {stats.map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="truncate text-xs text-muted">{t(`columns.${key}`)}</dt>
                  <dd className="font-semibold whitespace-nowrap tabular-nums" data-cell={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
