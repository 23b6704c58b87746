import { metricsShownIn, type RideMetric } from '@domestique/science';
import type { AnalyzeSettings, RideReport } from './analyze.ts';

const round = (v: number | null, digits = 0): string => (v == null ? '—' : v.toFixed(digits));

export function duration(seconds: number | null): string {
  if (seconds == null) return '—';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function curveLabel(seconds: number): string {
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}

/** A metric as the table writes it: its unit after the number, durations as h:mm:ss, distances in km. */
function metricText(metric: RideMetric, value: number | null): string {
  if (value == null) return '—';
  switch (metric.format) {
    case 'duration':
      return duration(value);
    case 'distance':
      return `${(value / 1000).toFixed(metric.decimals)} km`;
    default:
      return metric.unit ? `${round(value, metric.decimals)} ${metric.unit}` : round(value, metric.decimals);
  }
}

const NEEDS_FTP = new Set<string>(['intensityFactor', 'tss']);

/**
 * The readable default output: one aligned "label  value" table — the registry's metrics the CLI shows, in its
 * order (power metrics only for a ride with power) — then the power curve.
 */
export function formatTable(r: RideReport, settings: AnalyzeSettings): string {
  const rows: [string, string][] = [
    ['File', `${r.file} (${r.format.toUpperCase()}${r.sport ? `, ${r.sport}` : ''})`],
    ['Start', r.startTime ?? '—'],
  ];
  for (const metric of metricsShownIn('cli')) {
    if (metric.needsPower && !r.hasPower) continue;
    const value = r[metric.key];
    rows.push([
      metric.label,
      value == null && NEEDS_FTP.has(metric.key) ? '— (pass --ftp)' : metricText(metric, value),
    ]);
    if (metric.key === 'workKj' && settings.weightKg && r.normalizedPowerW != null)
      rows.push(['NP per kg', `${(r.normalizedPowerW / settings.weightKg).toFixed(2)} W/kg`]);
  }
  if (!r.hasPower) rows.push(['Power', 'no power meter data']);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
  if (r.powerCurve) {
    lines.push('', 'Power curve (best mean power)');
    for (const [d, w] of Object.entries(r.powerCurve)) {
      const perKg = settings.weightKg ? `  ${(w / settings.weightKg).toFixed(2)} W/kg` : '';
      lines.push(`  ${curveLabel(Number(d)).padEnd(8)} ${round(w).padStart(5)} W${perKg}`);
    }
  }
  return lines.join('\n');
}
