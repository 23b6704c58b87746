import { describe, expect, it } from 'vitest';
import { i18n, prepareLanguage } from '../src/i18n/i18n.ts';

const hard = (count: number) => i18n.t('dashboard:focus.hardSessions', { count });

describe('Training Focus counts use i18next plurals, not "session(s)"', () => {
  it.each([
    ['en', 'with 1 hard session', 'with 2 hard sessions'],
    ['pt', 'com 1 sessão forte', 'com 2 sessões fortes'],
    ['es', 'con 1 sesión dura', 'con 2 sesiones duras'],
  ] as const)('%s', async (lang, one, two) => {
    await prepareLanguage(lang, ['common', 'dashboard']);
    expect(hard(1)).toBe(one);
    expect(hard(2)).toBe(two);
    const sentence = i18n.t('dashboard:focus.volume', { min: 3, max: 5, rides: 3, hardSessions: hard(1) });
    expect(sentence).toContain(one);
    expect(sentence).not.toMatch(/\(s\)|\(es\)|\(ões\)/);
  });
});

describe('ride counts use plurals too', () => {
  it.each([
    ['en', 'from 1 ride with', 'from 1,200 rides with'],
    ['pt', 'de 1 pedal com', 'de 1.200 pedais com'],
    ['es', 'de 1 salida con', 'de 1200 salidas con'],
  ] as const)('%s', async (lang, one, many) => {
    await prepareLanguage(lang, ['common', 'progress', 'activities']);
    const curve = (count: number, rides: string) => i18n.t('progress:curve.rides', { count, rides });
    expect(curve(1, '1')).toContain(one);
    expect(curve(1200, lang === 'en' ? '1,200' : lang === 'pt' ? '1.200' : '1200')).toContain(many);
    const fit = i18n.t('activities:wbal.sourceFit', { count: 2, rides: '2', from: 'a', to: 'b' });
    expect(fit).not.toMatch(/\(s\)|\(is\)/);
  });
});

describe('the plan week table’s partial and missed session counts are plurals', () => {
  it.each([
    ['en', ['1 partial', '2 partial'], ['1 missed', '2 missed']],
    ['pt', ['1 parcial', '2 parciais'], ['1 perdido', '2 perdidos']],
    ['es', ['1 parcial', '2 parciales'], ['1 perdida', '2 perdidas']],
  ] as const)('%s', async (lang, partial, missed) => {
    await prepareLanguage(lang, ['common', 'plans']);
    const say = (key: string, count: number) =>
      i18n.t(`plans:overview.${key}`, { count, value: String(count) });
    expect([say('partial', 1), say('partial', 2)]).toEqual(partial);
    expect([say('missed', 1), say('missed', 2)]).toEqual(missed);
  });
});
