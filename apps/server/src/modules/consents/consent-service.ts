import {
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSIONS,
  type Consent,
  type ConsentChanged,
  type ConsentInput,
  type ConsentPurpose,
  type SettableConsentPurpose,
} from '@domestique/contract';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { ConsentRepository, StoredConsent } from './consent-repository.ts';

const view = (purpose: ConsentPurpose, stored: StoredConsent | null | undefined): Consent => ({
  purpose,
  status: !stored ? 'not_granted' : stored.withdrawnAt ? 'withdrawn' : 'granted',
  grantedAt: stored?.grantedAt.toISOString() ?? null,
  withdrawnAt: stored?.withdrawnAt?.toISOString() ?? null,
  textVersion: stored?.textVersion ?? null,
  currentTextVersion: CONSENT_TEXT_VERSIONS[purpose],
});

/**
 * Consent per purpose (contract consents.ts says where each purpose is granted and withdrawn). Withdrawing the
 * health-data consent deletes what rested on it — the resting HR and HRV of every check-in, readiness recomputed —
 * in the withdrawal's transaction: the consent is never shown withdrawn while the values are still stored. The
 * narrator's consent (`ai_coach`) switches the profile's `ai_coach` in the grant's or withdrawal's transaction, so the
 * switch the summary job reads never disagrees with the consent record. Withdrawing marketing e-mail here unsubscribes
 * the rider's address. What it changes of other modules comes in as ports.
 */
export function createConsentService(deps: {
  repo: ConsentRepository;
  /** The plans module's eraser of the check-ins' resting HR and HRV (returns how many check-ins it changed). */
  eraseHealthData: (userId: string, tx: DbOrTx) => Promise<number>;
  /** The newsletter's unsubscribe of the rider's own address (it withdraws `marketing_email` through the recorder). */
  unsubscribeMarketing: (userId: string) => Promise<void>;
  /** The profile's narrator switch (`ai_coach`); false when the rider has no profile yet. */
  setAiCoach: (userId: string, on: boolean, tx: DbOrTx) => Promise<boolean>;
  /** The narrator was just turned on (in the grant's transaction): the coach narrates the latest summaries too. */
  aiCoachGranted?: (userId: string, tx: DbOrTx) => Promise<void>;
  now: () => Date;
}) {
  const { repo } = deps;
  return {
    async list(userId: string): Promise<{ items: Consent[] }> {
      const latest = await repo.latestAll(userId);
      return { items: CONSENT_PURPOSES.map((purpose) => view(purpose, latest.get(purpose))) };
    },

    async set(userId: string, purpose: SettableConsentPurpose, input: ConsentInput): Promise<ConsentChanged> {
      const at = deps.now();
      let checkInsCleared = 0;
      if (purpose === 'marketing_email') {
        // subscribing takes the newsletter's double opt-in (the address must prove it is the rider's)
        if (input.granted) throw new HttpError(400, 'marketing_consent_by_newsletter');
        await deps.unsubscribeMarketing(userId);
        await repo.db.transaction((tx) => repo.withdraw(userId, purpose, at, tx));
        return { consent: view(purpose, await repo.latest(userId, purpose)), checkInsCleared };
      }
      // the body may carry any purpose's current version: it must be this purpose's
      if (input.granted && input.textVersion !== CONSENT_TEXT_VERSIONS[purpose])
        throw new HttpError(400, 'validation_error', { textVersion: 'consent_text_outdated' });
      await repo.db.transaction(async (tx) => {
        if (input.granted) await repo.grant(userId, purpose, input.textVersion, at, tx);
        else {
          await repo.withdraw(userId, purpose, at, tx);
          // even with no open grant (never granted, withdrawn twice): nothing of it may stay
          if (purpose === 'health_data') checkInsCleared = await deps.eraseHealthData(userId, tx);
        }
        // no profile, no switch to hold the choice: refuse rather than record a consent nothing follows
        if (purpose === 'ai_coach' && !(await deps.setAiCoach(userId, input.granted, tx)))
          throw new HttpError(404, 'profile_not_found');
        if (purpose === 'ai_coach' && input.granted) await deps.aiCoachGranted?.(userId, tx);
      });
      return { consent: view(purpose, await repo.latest(userId, purpose)), checkInsCleared };
    },
  };
}
/**
 * How other modules record a consent given or withdrawn where the rider acts (connecting a provider, confirming the
 * newsletter): today's text version, the server's clock, in the caller's transaction when it has one.
 */
export function createConsentRecorder(repo: ConsentRepository, now: () => Date) {
  return {
    grant: (userId: string, purpose: ConsentPurpose, tx?: DbOrTx) =>
      tx
        ? repo.grant(userId, purpose, CONSENT_TEXT_VERSIONS[purpose], now(), tx)
        : repo.db.transaction((t) => repo.grant(userId, purpose, CONSENT_TEXT_VERSIONS[purpose], now(), t)),
    withdraw: async (userId: string, purpose: ConsentPurpose, tx?: DbOrTx) => {
      await repo.withdraw(userId, purpose, now(), tx ?? repo.db);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
export type ConsentRecorder = ReturnType<typeof createConsentRecorder>;
