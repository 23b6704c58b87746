import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@domestique/contract';
import type { Mailer } from '../../email/mailer.ts';
import { renderEmail } from '../../email/templates.ts';
import { HttpError } from '../../http/errors.ts';
import type { NewsletterRepository, Subscription } from './newsletter-repository.ts';

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const token = () => randomBytes(32).toString('base64url');
const hash = (t: string) => createHash('sha256').update(t).digest('base64url');

export type SubscribeResult = 'confirmation_sent' | 'already_subscribed';
export type ConfirmResult = 'confirmed' | 'already_confirmed';

/**
 * Marketing e-mail consent of the rider whose account has this address, if any (the consents module through the
 * composition root): the newsletter is where it is given and withdrawn.
 */
export interface MarketingConsents {
  granted(email: string): Promise<void>;
  withdrawn(email: string): Promise<void>;
}

/**
 * Double opt-in newsletter: pending → (link in email) confirmed → (link in every email, or Settings) unsubscribed.
 * Confirming is the consent to marketing e-mail, unsubscribing its withdrawal.
 */
export function createNewsletterService(deps: {
  repo: NewsletterRepository;
  mailer: Mailer;
  baseUrl: string;
  now?: () => Date;
  consents?: MarketingConsents;
}) {
  const now = deps.now ?? (() => new Date());
  const link = (lang: Language, page: 'confirm' | 'unsubscribe', t: string) =>
    `${deps.baseUrl}${lang === 'en' ? '' : `/${lang}`}/newsletter/${page}?token=${t}`;

  return {
    async subscribe(email: string, language: Language): Promise<SubscribeResult> {
      const existing = await deps.repo.findByEmail(email);
      if (existing?.status === 'confirmed') return 'already_subscribed';
      const confirm = token();
      const unsubscribe = token();
      const at = now();
      const fields = {
        language,
        status: 'pending',
        consentAt: at,
        confirmTokenHash: hash(confirm),
        confirmExpiresAt: new Date(at.getTime() + CONFIRM_TTL_MS),
        unsubscribeTokenHash: hash(unsubscribe),
        unsubscribedAt: null,
      };
      if (existing) await deps.repo.update(existing.id, fields);
      else await deps.repo.insert({ id: randomUUID(), email, ...fields });
      const content = renderEmail('newsletterConfirm', language, {
        url: link(language, 'confirm', confirm),
        unsubscribeUrl: link(language, 'unsubscribe', unsubscribe),
      });
      await deps.mailer.send({ to: email, ...content });
      return 'confirmation_sent';
    },

    /**
     * Confirms once; the same link opened again (a second click, a mail client's preview, another device) says the
     * address is subscribed rather than "invalid". The link stops working once the rider unsubscribes or asks for a
     * new one (either replaces or clears the token), and an unconfirmed one still expires.
     */
    async confirm(t: string): Promise<ConfirmResult> {
      const sub = await deps.repo.findByConfirmHash(hash(t));
      if (sub?.status === 'confirmed') return 'already_confirmed';
      if (!sub?.confirmExpiresAt || sub.confirmExpiresAt < now()) throw new HttpError(400, 'invalid_token');
      await deps.repo.update(sub.id, { status: 'confirmed', confirmedAt: now() });
      await deps.consents?.granted(sub.email);
      return 'confirmed';
    },

    async unsubscribe(t: string): Promise<void> {
      const sub = await deps.repo.findByUnsubscribeHash(hash(t));
      if (!sub) throw new HttpError(400, 'invalid_token');
      await end(sub);
    },

    /** Settings → Consents: the signed-in rider's own address stops getting the newsletter (no token needed). */
    async unsubscribeEmail(email: string): Promise<void> {
      const sub = await deps.repo.findByEmail(email);
      if (sub) await end(sub);
      else await deps.consents?.withdrawn(email);
    },
  };

  async function end(sub: Subscription): Promise<void> {
    if (sub.status !== 'unsubscribed') {
      await deps.repo.update(sub.id, {
        status: 'unsubscribed',
        unsubscribedAt: now(),
        confirmTokenHash: null,
      });
    }
    await deps.consents?.withdrawn(sub.email);
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
