import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeIcs } from '../../src/modules/plans/ics.ts';
import { parseIcs, unescapeText } from '../support/ics-parse.ts';

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and line breaks (§3.3.11) and reads back', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const normalised = s.replace(/\r\n|\r/g, '\n');
        expect(unescapeText(escapeText(s))).toBe(normalised);
        expect(escapeText(s)).not.toMatch(/[\r\n]/);
      }),
    );
  });

  it('folds lines at 75 octets, never inside a UTF-8 character (§3.1)', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (s) => {
        const line = `DESCRIPTION:${escapeText(s)}`;
        const folded = foldLine(line);
        const parts = folded.split('\r\n');
        for (const [i, part] of parts.entries()) {
          expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
        }
        expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
      }),
    );
    // a line of two-byte characters splits between characters: 37 × 2 octets + the 1-octet "X"
    const folded = foldLine(`X${'é'.repeat(100)}`).split('\r\n');
    expect(encoder.encode(folded[0]!).length).toBe(75);
  });

  it('stamps in UTC', () => {
    expect(utcStamp(new Date('2026-06-02T06:15:09.500Z'))).toBe('20260602T061509Z');
  });
});

describe('writeIcs', () => {
  const events = [
    {
      uid: 'plan-1-32303236@domestique',
      date: '2026-12-31',
      summary: 'Sweet spot 2 × 20 min (90%) · 1 h 15 min',
      description:
        'Why; this session, trains threshold\nPlanned TSS: 62\nOpen the workout: https://x.test/workouts/ss',
      url: 'https://x.test/workouts/ss',
    },
    {
      uid: 'plan-1-33@domestique',
      date: '2026-06-02',
      summary: 'Teste de rampa · 28 min',
      description: 'Ação',
    },
  ];
  const text = writeIcs({
    name: 'Plano de treino',
    stamp: new Date('2026-06-01T10:00:00Z'),
    events,
    refresh: 'PT6H',
  });

  it('is a calendar of all-day events with CRLF line ends, parsed back field for field', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const parsed = parseIcs(text);
    expect(parsed.calendar.find((p) => p.name === 'X-WR-CALNAME')?.value).toBe('Plano de treino');
    expect(parsed.events).toHaveLength(2);
    const [a, b] = parsed.events;
    expect(a).toMatchObject({
      uid: events[0]!.uid,
      dtstamp: '20260601T100000Z',
      start: { params: { VALUE: 'DATE' }, value: '20261231' },
      end: { params: { VALUE: 'DATE' }, value: '20270101' },
      summary: events[0]!.summary,
      description: events[0]!.description,
      url: events[0]!.url,
    });
    expect(b).toMatchObject({ start: { value: '20260602' }, summary: 'Teste de rampa · 28 min', url: null });
  });
});
