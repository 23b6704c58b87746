import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../src/features/auth/auth-errors.ts';
import { nameProblem, signUpProblem } from '../src/features/auth/auth-rules.ts';
import { trainingFocus } from '../src/features/dashboard/training-focus.ts';
import { callbackProblem, serverProblem } from '../src/features/garmin/garmin-api.ts';
import { FAQ_ITEMS, nextOpenItem } from '../src/features/home/components/faq-accordion.tsx';
import { SLIDE_IDS } from '../src/features/trial/components/onboarding-carousel.tsx';
import { HttpError, shouldRetry } from '../src/lib/http.ts';

const t = ((key: string) => `t(${key})`) as never;

describe('sign-up checks (spec §5, §8)', () => {
  it('reports a mismatch before a short password, and accepts 6 characters', () => {
    expect(signUpProblem('abc', 'abd')).toBe('passwordMismatch');
    expect(signUpProblem('abcde', 'abcde')).toBe('passwordTooShort');
    expect(signUpProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('refuses a name of only spaces, as the server does (NAME_REQUIRED in our wording)', () => {
    for (const blank of ['', '   ', '\t\n ', '\u00a0'])
      expect(nameProblem(blank), JSON.stringify(blank)).toBe('name_required');
    expect(nameProblem(' Ana ')).toBeNull();
    // worded by the contract, as the server words NAME_REQUIRED and the profile form a blank name
    expect(authErrorMessage({ code: 'NAME_REQUIRED', message: 'x' }, t, 'en')).toBe('Please enter your name');
    expect(authErrorMessage({ code: 'INVALID_EMAIL', message: 'x' }, t, 'pt')).toBe(
      'Por favor, insira um e-mail válido',
    );
    expect(authErrorMessage({ code: 'INVALID_TOKEN', message: 'x' }, t, 'es')).toBe(
      'Este enlace no es válido o ha caducado.',
    );
  });

  it('shows our wording for known codes, else the service message, else the generic text', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' }, t, 'en')).toBe(
      't(auth:errors.invalidCredentials)',
    );
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Service says no' }, t, 'en')).toBe(
      'Service says no',
    );
    expect(authErrorMessage({}, t, 'en')).toBe('t(auth:errors.generic)');
    expect(authErrorMessage({ status: 429, message: 'slow down' }, t, 'en')).toBe(
      't(auth:errors.rateLimited)',
    );
  });

  it('words a refused origin in the rider’s language, and reads our server’s own error shape', () => {
    expect(
      authErrorMessage({ code: 'INVALID_ORIGIN', message: 'Invalid origin', status: 403 }, t, 'en'),
    ).toBe('t(auth:errors.untrustedOrigin)');
    const ours = {
      status: 503,
      error: { code: 'service_unavailable', message: 'Tente novamente em instantes.' },
    };
    expect(authErrorMessage(ours, t, 'en')).toBe('Tente novamente em instantes.');
  });
});

describe('FAQ and carousel constants (spec §9)', () => {
  it('has 5 questions, one open at a time, and the open one closes on click', () => {
    expect(FAQ_ITEMS).toEqual(['expo', 'export', 'safety', 'devices', 'accuracy']);
    expect(nextOpenItem(null, 'export')).toBe('export');
    expect(nextOpenItem('export', 'safety')).toBe('safety');
    expect(nextOpenItem('safety', 'safety')).toBeNull();
  });

  it('has 7 slides with ids 1,2,3,5,6,7,8', () => {
    expect([...SLIDE_IDS]).toEqual(['1', '2', '3', '5', '6', '7', '8']);
  });
});

describe('training focus', () => {
  it('scales volume with experience and picks sessions by goal', () => {
    const climber = trainingFocus('climbing', 'advanced');
    expect(climber.weeklyHours).toEqual([8, 12]);
    expect(climber.keySessions).toEqual(['sweetSpot', 'threshold', 'vo2max']);
    expect(trainingFocus('sprinting', 'elite').hardSessionsPerWeek).toBe(3);
  });

  it('keeps beginners away from the sharpest sessions and always includes endurance', () => {
    const beginner = trainingFocus('climbing', 'beginner');
    expect(beginner.keySessions).not.toContain('vo2max');
    expect(beginner.keySessions[0]).toBe('endurance');
    expect(beginner.keySessions.length).toBe(3);
    expect(trainingFocus('sprinting', 'beginner').keySessions).not.toContain('anaerobic');
  });
});

describe('Garmin callback errors (spec §8)', () => {
  it('maps the query to the spec messages; code and state go to the server', () => {
    expect(callbackProblem(new URLSearchParams('error=access_denied'))).toEqual({
      key: 'authorization',
      error: 'access_denied',
    });
    expect(callbackProblem(new URLSearchParams('error=x&code=abc&state=s'))?.key).toBe('authorization');
    expect(callbackProblem(new URLSearchParams('code=abc'))?.key).toBe('invalidResponse');
    expect(callbackProblem(new URLSearchParams('state=s'))?.key).toBe('invalidResponse');
    expect(callbackProblem(new URLSearchParams('code=abc&state=s'))).toBeNull();
  });

  it("maps the server's answer to the spec messages", () => {
    const http = (status: number, code: string) => new HttpError(status, code, code);
    expect(serverProblem(http(400, 'garmin_state_invalid'))).toBe('garmin_state_invalid');
    expect(serverProblem(http(400, 'garmin_exchange_failed'))).toBe('garmin_exchange_failed');
    expect(serverProblem(http(502, 'garmin_exchange_failed'))).toBe('garmin_exchange_failed');
    expect(serverProblem(http(401, 'unauthorized'))).toBe('notSignedIn');
    expect(serverProblem(http(409, 'garmin_not_configured'))).toBe('garmin_not_configured');
    expect(serverProblem(http(400, 'validation_error'))).toBe('unexpected');
    expect(serverProblem(new TypeError('offline'))).toBe('unexpected');
  });
});

describe('retries (spec §8: 3 retries for what can recover)', () => {
  it('retries server and network failures 3 times, never definitive client errors', () => {
    const network = new TypeError('fetch failed');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, network))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new HttpError(503, 'service_unavailable', 'down'))).toBe(true);
    expect(shouldRetry(0, new HttpError(401, 'unauthorized', 'no'))).toBe(false);
    expect(shouldRetry(0, new HttpError(429, 'rate_limited', 'slow'))).toBe(true);
  });
});
