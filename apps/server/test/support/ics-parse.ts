/**
 * A small, strict RFC 5545 reader for tests: every line must end in CRLF and hold at most 75 octets; folded lines
 * (CRLF + one space) are joined; TEXT values are unescaped. Returns the calendar's properties and its events.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseIcs(text: string) {
  if (!text.endsWith('\r\n')) throw new Error('the calendar does not end with CRLF');
  const raw = text.slice(0, -2).split('\r\n');
  const encoder = new TextEncoder();
  for (const line of raw) {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error(`bare line break in ${JSON.stringify(line)}`);
    if (encoder.encode(line).length > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const props = lines.map((line): IcsProperty => {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`no value in ${line}`);
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return {
      name,
      params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
      value: line.slice(colon + 1),
    };
  });
  const events: IcsProperty[][] = [];
  let open: IcsProperty[] | null = null;
  const stack: string[] = [];
  const calendar: IcsProperty[] = [];
  for (const p of props) {
    if (p.name === 'BEGIN') {
      stack.push(p.value);
      if (p.value === 'VEVENT') open = [];
    } else if (p.name === 'END') {
      if (stack.pop() !== p.value) throw new Error(`END:${p.value} does not close its BEGIN`);
      if (p.value === 'VEVENT' && open) {
        events.push(open);
        open = null;
      }
    } else if (open) open.push(p);
    else calendar.push(p);
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`);
  const get = (list: IcsProperty[], name: string) => list.find((p) => p.name === name);
  return {
    calendar,
    events: events.map((e) => ({
      props: e,
      uid: get(e, 'UID')?.value ?? '',
      dtstamp: get(e, 'DTSTAMP')?.value ?? '',
      start: get(e, 'DTSTART'),
      end: get(e, 'DTEND'),
      summary: unescapeText(get(e, 'SUMMARY')?.value ?? ''),
      description: unescapeText(get(e, 'DESCRIPTION')?.value ?? ''),
      url: get(e, 'URL')?.value ?? null,
    })),
  };
}
