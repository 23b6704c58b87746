/** The readable `domestique plan` output: the plan's settings, then each week (aim, load, time) and its days. */
import { type CoachLanguage, explainWeekFocus, type Plan, planEvents, weekdayName } from '@domestique/coach';

function hm(seconds: number): string {
  const m = Math.round(seconds / 60);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

export function formatPlanTable(plan: Plan, lang: CoachLanguage): string {
  const { input, settings } = plan;
  const lines: string[] = [];
  const event = planEvents(input)
    .map((e) => ` · ${e.priority} event ${e.date}${e.name ? ` (${e.name})` : ''}`)
    .join('');
  lines.push(
    `Plan: ${input.goal} · ${input.level} · ${input.weeklyHours} h/week · ${plan.weeks.length} weeks from ${input.startDate}${event}`,
    `FTP: ${input.ftpW == null ? 'unknown — the plan opens with an FTP test' : `${input.ftpW} W`} · riding days: ${settings.trainingDays.join(', ')}`,
    `Load: CTL ${settings.startLoad.ctl} / ATL ${settings.startLoad.atl}${settings.startLoad.assumed ? ' (assumed from level and hours)' : ''} · CTL ramp ≤ ${settings.rampPerWeek}/week · form floor ${settings.tsbFloor} · blocks ${settings.blockWeeks - 1}:1${settings.taperDays ? ` · taper ${settings.taperDays} days` : ''}`,
    '',
  );
  for (const w of plan.weeks) {
    // the week's last day: the seventh, or the A event that ends the plan
    const last = w.index * 7 + w.days.length - 1;
    const end = plan.projection.ctl[last];
    const tsb = plan.projection.tsb[Math.min(plan.projection.tsb.length - 1, last + 1)];
    lines.push(
      `Week ${w.index + 1} · ${w.phase}${w.recovery ? ' (recovery)' : ''} · ${Math.round(w.plannedTss)} TSS · ${hm(w.plannedDurationS)} · CTL ${end} · form ${tsb}`,
    );
    lines.push(`  ${explainWeekFocus(w.focus, lang)}`);
    for (const d of w.days) {
      const day = `${weekdayName(d.date, lang).slice(0, 3)} ${d.date}`;
      if (d.event)
        lines.push(`  ${day}  ${d.event.priority} EVENT${d.event.name ? ` · ${d.event.name}` : ''}`);
      for (const s of d.sessions) {
        const what = s.kind === 'ride' ? `${s.family}${s.role === 'key' ? ` L${s.level}` : ''}` : 'strength';
        lines.push(`  ${day}  ${s.name[lang]} — ${what}, ${hm(s.durationS)}, ${Math.round(s.tss)} TSS`);
      }
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
