import { useTranslation } from 'react-i18next';
import { ZONE_COLORS } from '../../../components/charts/zone-palette.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatPercent } from '../../../lib/ride-format.ts';

/** Coggan's levels by number (science COGGAN_POWER_ZONES): the catalog names them. */
export const ZONE_KEYS = ['z1', 'z2', 'z3', 'z4', 'z5', 'z6', 'z7'] as const;

/** Planned time in each power zone as bars; the numbers are text, so the bars need no other alternative. */
export function ZoneTime({ seconds }: { seconds: readonly number[] }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const total = seconds.reduce((a, b) => a + b, 0) || 1;
  const biggest = Math.max(1, ...seconds);
  return (
    <ul className="space-y-2" data-testid="workout-zones">
      {ZONE_KEYS.map((key, i) => {
        const s = seconds[i] ?? 0;
        return (
          <li
            key={key}
            className="grid grid-cols-[minmax(0,8rem)_1fr_6.5rem] items-center gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_7rem]"
          >
            <span className="min-w-0 truncate">
              <span className="font-semibold">Z{i + 1}</span>{' '}
              <span className="text-muted">{t(`zones.${key}`)}</span>
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
              <span
                className="block h-full rounded-full"
                style={{ width: `${(s / biggest) * 100}%`, background: ZONE_COLORS[i] }}
              />
            </span>
            <span className="text-right tabular-nums">
              {formatDuration(s)}{' '}
              <span className="text-muted">({formatPercent((s / total) * 100, language, 0)})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
