import type { Consent, ProviderId } from '@domestique/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { consentKeys } from '../../../lib/consents/keys.ts';
import { formatDateTime } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useWithdrawMarketingConsent } from '../api/withdraw-marketing-consent.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/**
 * How Settings withdraws a provider's consent: the connections feature's own disconnect, handed in by the page (this
 * feature does not import that one). Disconnecting is the withdrawal; the server records it.
 */
export type WithdrawPurpose = (provider: ProviderId) => Promise<unknown>;

/** Health data and the narrator (`ai_coach`, Settings → Coach) have sections of their own. */
type OtherPurpose = Exclude<Consent['purpose'], 'health_data' | 'ai_coach'>;

/**
 * Every purpose other than health data, each as the server records it: given since when and under which text
 * version, withdrawn when, or not given — and, while given, its withdrawal, which is the action that ends it where it
 * lives (disconnecting the provider, unsubscribing the newsletter), after a confirmation that says what is deleted.
 * A new purpose needs its words in consents.json (`purposes.<purpose>`) and, to be withdrawn here, a case below.
 */
export function PurposeConsents(props: { consents: Consent[]; withdraw: WithdrawPurpose }) {
  const { t } = useTranslation('consents');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const marketing = useWithdrawMarketingConsent(language);
  const [confirming, setConfirming] = useState<OtherPurpose | null>(null);
  const [busy, setBusy] = useState(false);
  const others = props.consents.filter(
    (c): c is Consent & { purpose: OtherPurpose } => c.purpose !== 'health_data' && c.purpose !== 'ai_coach',
  );

  const version = (v: string | null) =>
    v?.startsWith('before-')
      ? t('versionBefore', { date: v.slice('before-'.length) })
      : t('version', { version: v });

  async function withdraw(purpose: OtherPurpose) {
    setBusy(true);
    try {
      if (purpose === 'marketing_email') await marketing.mutateAsync();
      else await props.withdraw(purpose);
      await queryClient.invalidateQueries({ queryKey: consentKeys.all });
      toast.success(t(`purposes.${purpose}.withdrawn`));
      setConfirming(null);
    } catch {
      toast.error(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 border-t border-line pt-4">
      <h3 className="font-semibold">{t('purposesTitle')}</h3>
      <ul className="space-y-3" data-testid="consent-purposes">
        {others.map((c) => (
          <li key={c.purpose} className="space-y-1 text-sm" data-testid={`consent-${c.purpose}`}>
            <p className="font-semibold">{t(`purposes.${c.purpose}.title`)}</p>
            <p className="text-muted">{t(`purposes.${c.purpose}.what`)}</p>
            <p role="status" data-testid={`consent-${c.purpose}-status`}>
              {c.status === 'granted'
                ? t('statusGranted', {
                    date: formatDateTime(c.grantedAt, language),
                    version: version(c.textVersion),
                  })
                : c.status === 'withdrawn'
                  ? t('statusWithdrawn', { date: formatDateTime(c.withdrawnAt, language) })
                  : t('statusNotGranted')}
            </p>
            {c.status === 'granted' ? (
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                onClick={() => setConfirming(c.purpose)}
                data-testid={`consent-${c.purpose}-withdraw`}
              >
                {t(`purposes.${c.purpose}.withdraw`)}
              </button>
            ) : (
              <p className="text-muted">
                {c.purpose === 'marketing_email' ? (
                  <LocalizedLink to="/" className="underline">
                    {t('purposes.marketing_email.howToGrant')}
                  </LocalizedLink>
                ) : (
                  t('howToConnect')
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {confirming && (
        <WithdrawDialog
          open
          busy={busy}
          testId="withdraw-purpose-dialog"
          title={t(`purposes.${confirming}.dialogTitle`)}
          text={t(`purposes.${confirming}.dialogText`)}
          keep={t('keep')}
          confirm={t(`purposes.${confirming}.withdraw`)}
          onClose={() => setConfirming(null)}
          onConfirm={() => void withdraw(confirming)}
        />
      )}
    </div>
  );
}
