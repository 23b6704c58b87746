import {
  CONTRACT_MESSAGES,
  LANGUAGES,
  PLAN_ERROR_CODES,
  PLAN_FIELD_ERRORS,
  PROFILE_FIELD_ERRORS,
} from '@domestique/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS, emailCopy, renderEmail } from '../../src/email/templates.ts';
import { languageFromHeader, messages } from '../../src/i18n/messages.ts';

describe('server messages', () => {
  it('exist for every key in every language, and are not left in English', () => {
    const keys = Object.keys(messages.en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(messages[lang]).sort(), lang).toEqual(keys);
      for (const key of keys)
        expect(messages[lang][key as keyof typeof messages.en].trim(), `${lang}.${key}`).not.toBe('');
    }
    const pt: Record<string, string> = messages.pt;
    const en: Record<string, string> = messages.en;
    const same = keys.filter((k) => pt[k] === en[k]);
    expect(same).toEqual([]);
  });

  it('never name an environment variable: riders read them, operators read the README', () => {
    const named = LANGUAGES.flatMap((lang) =>
      Object.entries(messages[lang])
        .filter(([, text]) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text))
        .map(([key, text]) => `${lang}.${key}: ${text}`),
    );
    expect(named).toEqual([]);
  });

  it('cover every profile field error code of the contract', () => {
    for (const code of PROFILE_FIELD_ERRORS) expect(messages.en).toHaveProperty(code);
  });

  it("word the contract's codes with the contract's words, none reworded by a server catalog", () => {
    for (const lang of LANGUAGES) {
      const server: Record<string, string> = messages[lang];
      const reworded = Object.entries(CONTRACT_MESSAGES[lang]).filter(
        ([code, text]) => server[code] !== text,
      );
      expect(reworded, lang).toEqual([]);
    }
  });

  it('cover every plan, calendar and check-in error and field code of the contract', () => {
    for (const code of [...PLAN_ERROR_CODES, ...PLAN_FIELD_ERRORS]) expect(messages.en).toHaveProperty(code);
  });

  it("use the spec's onboarding wording in English", () => {
    expect(messages.en.name_required).toBe('Please enter your name');
    expect(messages.en.email_invalid).toBe('Please enter a valid email address');
    expect(messages.en.age_range).toBe('Please enter a valid age (14-99)');
    expect(messages.en.weight_positive).toBe('Please enter a positive number');
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2, es;q=0.9', 'es'],
    ['de, fr', 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('emails', () => {
  it('exist in every language with subject, body and action', () => {
    for (const kind of EMAIL_KINDS) {
      for (const lang of LANGUAGES) {
        const c = emailCopy[kind][lang];
        expect(c.subject.length, `${kind}.${lang}`).toBeGreaterThan(10);
        expect(c.body.length).toBeGreaterThan(20);
        expect(c.action.length).toBeGreaterThan(3);
      }
    }
  });

  it('greet the rider without a grammatical gender in pt and es (no "Bem-vindo", "¡Bienvenido")', () => {
    for (const kind of EMAIL_KINDS) {
      for (const lang of ['pt', 'es'] as const) {
        const c = emailCopy[kind][lang];
        const text = [c.subject, c.greeting('Ana'), c.greeting(null), c.body, c.footer].join(' ');
        expect(text, `${kind}.${lang}`).not.toMatch(/\b(bem-vind[oa]s?|(?<!la )bienvenid[oa]s?)\b/i);
      }
    }
    for (const lang of ['pt', 'es'] as const)
      for (const [key, text] of Object.entries(messages[lang]))
        expect(text, `${lang}.${key}`).not.toMatch(/\b(bem-vind[oa]s?|(?<!la )bienvenid[oa]s?)\b/i);
  });

  it('render the link in text and HTML, escaping what they interpolate', () => {
    const mail = renderEmail('verifyEmail', 'pt', {
      name: '<b>Ana</b>',
      url: 'https://x.test/verify?token=a&b=c',
    });
    expect(mail.text).toContain('https://x.test/verify?token=a&b=c');
    expect(mail.text).toContain('Olá, <b>Ana</b>!');
    expect(mail.html).toContain('https://x.test/verify?token=a&amp;b=c');
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ana</b>');
    const news = renderEmail('newsletterConfirm', 'es', { url: 'https://c', unsubscribeUrl: 'https://u' });
    expect(news.text).toContain('https://u');
  });
});
