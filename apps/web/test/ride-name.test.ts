import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, prepareLanguage } from '../src/i18n/i18n.ts';
import { DAY_PARTS, dayPart, defaultRideName, localHour, rideName } from '../src/lib/ride-name.ts';

beforeAll(async () => {
  for (const lang of ['en', 'pt', 'es'] as const) await prepareLanguage(lang, ['common', 'activities']);
});

const tFor = (lang: string) => i18n.getFixedT(lang, 'common');
const ride = (startTime: string, cycling = true) => ({ startTime, cycling });

describe('default ride names (Strava-style, from the local start time)', () => {
  it('bands: 05–11:59 morning, 12–13:59 lunch, 14–17:59 afternoon, 18–21:59 evening, 22–04:59 night', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => dayPart(hour));
    expect(byHour).toEqual([
      ...Array(5).fill('night'), // 00–04
      ...Array(7).fill('morning'), // 05–11
      ...Array(2).fill('lunch'), // 12–13
      ...Array(4).fill('afternoon'), // 14–17
      ...Array(4).fill('evening'), // 18–21
      ...Array(2).fill('night'), // 22–23
    ]);
    expect(new Set(byHour)).toEqual(new Set(DAY_PARTS));
  });

  it('reads the hour on the wall clock of the time zone, at the edges of the bands', () => {
    const en = tFor('en');
    const utc = (iso: string) => defaultRideName(ride(iso), en, 'UTC');
    expect(utc('2026-03-02T04:59:59Z')).toBe('Night ride');
    expect(utc('2026-03-02T05:00:00Z')).toBe('Morning ride');
    expect(utc('2026-03-02T11:59:59Z')).toBe('Morning ride');
    expect(utc('2026-03-02T12:00:00Z')).toBe('Lunch ride');
    expect(utc('2026-03-02T14:00:00Z')).toBe('Afternoon ride');
    expect(utc('2026-03-02T18:00:00Z')).toBe('Evening ride');
    expect(utc('2026-03-02T21:59:59Z')).toBe('Evening ride');
    expect(utc('2026-03-02T22:00:00Z')).toBe('Night ride');
    expect(utc('2026-03-03T00:30:00Z')).toBe('Night ride');
  });

  it('one instant, different riders’ clocks (daylight saving included)', () => {
    const en = tFor('en');
    const start = '2026-07-15T10:30:00Z'; // summer
    expect(localHour(new Date(start), 'UTC')).toBe(10);
    expect(localHour(new Date(start), 'Europe/Lisbon')).toBe(11); // WEST, UTC+1
    expect(localHour(new Date(start), 'America/Sao_Paulo')).toBe(7); // UTC−3
    expect(localHour(new Date(start), 'Asia/Tokyo')).toBe(19);
    expect(defaultRideName(ride(start), en, 'America/Sao_Paulo')).toBe('Morning ride');
    expect(defaultRideName(ride(start), en, 'Europe/Madrid')).toBe('Lunch ride'); // 12:30 CEST
    expect(defaultRideName(ride(start), en, 'Asia/Tokyo')).toBe('Evening ride');
    expect(defaultRideName(ride(start), en, 'Pacific/Auckland')).toBe('Night ride'); // 22:30 NZST
    expect(localHour(new Date('2026-01-15T10:30:00Z'), 'Europe/Lisbon')).toBe(10); // winter: WET = UTC
  });

  it('no zone, or one the browser does not know: the browser’s own clock', () => {
    const start = new Date('2026-07-15T10:30:00Z');
    expect(localHour(start, null)).toBe(start.getHours());
    expect(localHour(start, 'Mars/Olympus_Mons')).toBe(start.getHours());
  });

  it('in each language; another sport is an activity, not a ride', () => {
    const names = (lang: string, cycling: boolean) =>
      ['06:00', '12:30', '15:00', '19:00', '23:00'].map((hhmm) =>
        defaultRideName(ride(`2026-03-02T${hhmm}:00Z`, cycling), tFor(lang), 'UTC'),
      );
    expect(names('en', true)).toEqual([
      'Morning ride',
      'Lunch ride',
      'Afternoon ride',
      'Evening ride',
      'Night ride',
    ]);
    expect(names('pt', true)).toEqual([
      'Pedal da manhã',
      'Pedal do almoço',
      'Pedal da tarde',
      'Pedal da noite',
      'Pedal noturno',
    ]);
    expect(names('es', true)).toEqual([
      'Salida matutina',
      'Salida de mediodía',
      'Salida por la tarde',
      'Salida vespertina',
      'Salida nocturna',
    ]);
    expect(names('en', false)).toEqual([
      'Morning activity',
      'Lunch activity',
      'Afternoon activity',
      'Evening activity',
      'Night activity',
    ]);
    expect(names('pt', false)[4]).toBe('Atividade noturna');
    expect(names('es', false)[0]).toBe('Actividad matutina');
  });

  it('a ride’s own name wins; only a missing one is replaced, whatever `t` it is given', () => {
    const start = '2026-03-02T07:00:00Z';
    expect(rideName({ name: 'Serra da Estrela', ...ride(start) }, tFor('pt'), 'UTC')).toBe(
      'Serra da Estrela',
    );
    expect(rideName({ name: null, ...ride(start) }, tFor('pt'), 'UTC')).toBe('Pedal da manhã');
    // the names are looked up in `common` even through another namespace's t
    expect(rideName({ name: null, ...ride(start) }, i18n.getFixedT('es', 'activities'), 'UTC')).toBe(
      'Salida matutina',
    );
  });
});
