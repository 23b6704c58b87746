import type { PlanChangeView } from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { sideText } from '../src/features/plans/components/change-item.tsx';
import { serverFieldMessages } from '../src/features/plans/components/field-bits.tsx';
import { HttpError } from '../src/lib/http.ts';

const words = { level: (l: number) => `level ${l}`, fromWeek: (w: number) => `from week ${w}` };
const side = (extra: Partial<NonNullable<PlanChangeView['from']>>): NonNullable<PlanChangeView['from']> => ({
  date: null,
  session: null,
  ftpW: null,
  family: null,
  level: null,
  fromWeek: null,
  ...extra,
});

describe('plan changes in a few words', () => {
  it('says the session with its length and day, an FTP, a level, the weeks rebuilt', () => {
    expect(
      sideText(
        side({
          date: '2026-06-11',
          session: {
            uid: 'x',
            workoutId: 'w',
            name: 'Threshold 5 × 5',
            family: 'threshold',
            durationS: 3600,
            tss: 70,
          },
          level: 3,
        }),
        'en-GB',
        words,
      ),
    ).toBe('Threshold 5 × 5 (1 h) · Thu 11 Jun');
    expect(sideText(side({ ftpW: 250 }), 'en', words)).toBe('250 W');
    expect(sideText(side({ family: 'vo2max', level: 4.5 }), 'en', words)).toBe('level 4.5');
    expect(sideText(side({ fromWeek: 2 }), 'en', words)).toBe('from week 3');
    expect(sideText(side({}), 'en', words)).toBeNull();
    expect(sideText(null, 'en', words)).toBeNull();
  });
});

describe('server field messages', () => {
  it('belong to the form’s field: a nested path to its first part, an event’s to its row, the first message kept', () => {
    const error = new HttpError(400, 'validation_error', 'bad', {
      'availability.2.maxDurationS': { code: 'day_cap_range', message: 'Entre 15 min e 12 h' },
      'availability.3.day': { code: 'duplicate_day', message: 'Dia repetido' },
      'event.date': { code: 'event_before_start', message: 'Antes do início' },
      'events.1.date': { code: 'event_after_plan', message: 'Depois do fim' },
      'events.1.priority': { code: 'invalid_option', message: 'Escolha uma opção' },
      'events.3.date': { code: 'duplicate_day', message: 'Dia repetido' },
      weeklyHours: { code: 'weekly_hours_range', message: 'Entre 1 e 40 horas' },
    });
    expect(serverFieldMessages(error)).toEqual({
      availability: 'Entre 15 min e 12 h',
      event: 'Antes do início',
      'events.1.date': 'Depois do fim',
      'events.1.priority': 'Escolha uma opção',
      'events.3.date': 'Dia repetido',
      weeklyHours: 'Entre 1 e 40 horas',
    });
    // the list as a whole (too many events) stays on the list
    expect(
      serverFieldMessages(
        new HttpError(400, 'validation_error', 'bad', {
          events: { code: 'invalid_value', message: 'Demais' },
        }),
      ),
    ).toEqual({ events: 'Demais' });
    expect(serverFieldMessages(new TypeError('offline'))).toEqual({});
    expect(serverFieldMessages(null)).toEqual({});
  });
});
