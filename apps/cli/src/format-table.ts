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

/** The readable default output: one aligned "label  value" table, then the power curve. */
export function formatTable(r: RideReport, settings: AnalyzeSettings): string {
  const rows: [string, string][] = [
    ['File', `${r.file} (${r.format.toUpperCase()}${r.sport ? `, ${r.sport}` : ''})`],
    ['Start', r.startTime ?? '—'],
    ['Elapsed', duration(r.elapsedS)],
    ['Moving', duration(r.movingS)],
    ['Distance', r.distanceM == null ? '—' : `${(r.distanceM / 1000).toFixed(2)} km`],
    ['Elevation gain', r.elevationGainM == null ? '—' : `${round(r.elevationGainM)} m`],
  ];
  if (r.hasPower) {
    rows.push(
      ['Average power', `${round(r.avgPowerW)} W`],
      ['Max power', `${round(r.maxPowerW)} W`],
      ['Normalized Power', `${round(r.normalizedPowerW)} W`],
      ['Intensity Factor', r.intensityFactor == null ? '— (pass --ftp)' : round(r.intensityFactor, 2)],
      ['TSS', r.tss == null ? '— (pass --ftp)' : round(r.tss)],
      ['Variability Index', round(r.variabilityIndex, 2)],
      ['Work', `${round(r.workKj)} kJ`],
    );
    if (settings.weightKg && r.normalizedPowerW != null) {
      rows.push(['NP per kg', `${(r.normalizedPowerW / settings.weightKg).toFixed(2)} W/kg`]);
    }
  } else {
    rows.push(['Power', 'no power meter data']);
  }
  rows.push(
    ['Average heart rate', r.avgHeartRateBpm == null ? '—' : `${round(r.avgHeartRateBpm)} bpm`],
    ['Max heart rate', r.maxHeartRateBpm == null ? '—' : `${round(r.maxHeartRateBpm)} bpm`],
    ['FTP estimate', r.ftpEstimateW == null ? '—' : `${round(r.ftpEstimateW)} W`],
  );
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
