/** A plan's weeks as a Markdown table (hours, TSS, simulated CTL/ATL/TSB, zones, monotony, ACWR): docs and reviews. */
import type { PlanQuality } from '../../src/plan/quality.ts';

const h = (hours: number) => `${Math.floor(hours)}:${String(Math.round((hours % 1) * 60)).padStart(2, '0')}`;

export function qualityTable(q: PlanQuality): string {
  const rows = q.weeks.map((w) => {
    const z = w.zonesS;
    const total = z ? z.reduce((s, x) => s + x, 0) : 0;
    const zones =
      z && total > 0
        ? [z[0]! + z[1]!, z[2]!, z[3]!, z[4]! + z[5]! + z[6]!]
            .map((x) => `${Math.round((x / total) * 100)}`)
            .join('/')
        : '–';
    return `| ${w.index + 1} | ${w.phase}${w.recovery ? ' (rec.)' : ''} | ${h(w.hours)} | ${Math.round(w.tss)} | ${w.ctl.toFixed(1)} | ${w.atl.toFixed(1)} | ${w.tsb.toFixed(1)} | ${zones} | ${w.monotony ?? '–'} | ${w.acwr.toFixed(2)} |`;
  });
  return [
    '| Week | Phase | Time | TSS | CTL | ATL | TSB | Z1–2/Z3/Z4/Z5+ % | Monotony | ACWR |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `CTL ${q.startCtl} → ${q.endCtl.toFixed(1)} (${q.ctlChangePct >= 0 ? '+' : ''}${q.ctlChangePct} %), peak ${q.peakCtl.toFixed(1)} · load weeks use ${Math.round(q.loadWeekFill * 100)} % of the rider's hours · taper ${q.taperDays} days, ${Math.round(q.taperCut * 100)} % less time · form on the event day ${q.eventTsb ?? '–'} · max monotony ${q.maxMonotony} · max ACWR ${q.maxAcwr}`,
  ].join('\n');
}
