import { afterEach, describe, expect, it } from 'vitest';
import {
  clearOnboardingProgress,
  loadOnboardingProgress,
  parseOnboardingProgress,
  saveOnboardingProgress,
} from '../src/features/profile/onboarding-draft-store.ts';
import { emptyDraft } from '../src/features/profile/profile-draft.ts';
import { clearAllSessionDrafts } from '../src/lib/session-draft.ts';

afterEach(() => sessionStorage.clear());

const draft = {
  ...emptyDraft('pt'),
  name: 'Lúcia',
  age: '16',
  knowsFtp: true,
  ftp: '210',
  primaryGoal: 'climbing' as const,
};

describe('onboarding progress kept for the tab', () => {
  it('comes back after a reload, per rider, and is gone once cleared or signed out', () => {
    saveOnboardingProgress('rider-a', { step: 5, draft });
    expect(loadOnboardingProgress('rider-a')).toEqual({ step: 5, draft });
    expect(loadOnboardingProgress('rider-b')).toBeNull();
    clearOnboardingProgress('rider-a');
    expect(loadOnboardingProgress('rider-a')).toBeNull();
    saveOnboardingProgress('rider-a', { step: 2, draft });
    clearAllSessionDrafts();
    expect(loadOnboardingProgress('rider-a')).toBeNull();
  });

  it('checks what storage holds: bad steps are dropped, bad fields fall back to empty', () => {
    expect(parseOnboardingProgress(null)).toBeNull();
    expect(parseOnboardingProgress('x')).toBeNull();
    for (const step of [0, 9, 2.5, '3']) expect(parseOnboardingProgress({ step, draft })).toBeNull();
    const tampered = parseOnboardingProgress({
      step: 7,
      draft: {
        ...draft,
        primaryGoal: 'winning',
        knowsFtp: 'yes',
        age: 16,
        interfaceLanguage: 'fr',
        extra: 1,
      },
    });
    expect(tampered?.draft).toMatchObject({ name: 'Lúcia', primaryGoal: '', knowsFtp: false, age: '' });
    expect(tampered?.draft).not.toHaveProperty('extra');
    expect(tampered?.draft.interfaceLanguage).toBe('en');
  });

  it('works without storage (blocked): nothing kept, nothing thrown', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      saveOnboardingProgress('rider-a', { step: 3, draft });
      expect(loadOnboardingProgress('rider-a')).toBeNull();
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});
