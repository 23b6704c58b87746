export interface Row {
  suite: string;
  case: string;
  value: string;
  detail: string;
  goal: string;
  /** undefined: informational row without a goal. */
  pass?: boolean;
}

/** Prints rows as an aligned text table (the benchmark's output format). */
export function printTable(rows: Row[]): string {
  const header = ['suite', 'case', 'value', 'detail', 'goal', 'ok'];
  const cells = rows.map((r) => [
    r.suite,
    r.case,
    r.value,
    r.detail,
    r.goal,
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
