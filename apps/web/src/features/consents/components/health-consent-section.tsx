import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useConsents } from '../../../lib/consents/get-consents.ts';
import { formatDateTime } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetHealthConsent } from '../api/set-health-consent.ts';
import { PurposeConsents, type WithdrawPurpose } from './purpose-consents.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/**
 * Settings → Consents: the health-data consent (resting HR and HRV in the daily check-in, GDPR Art. 9) with what it
 * covers, why, and that withdrawing deletes the stored values; a button to give it, and one to withdraw it after a
 * confirmation that says what goes; then every other purpose (PurposeConsents). `id="consents"` is where the
 * check-in card's link lands.
 */
export function HealthConsentSection({ withdrawPurpose }: { withdrawPurpose: WithdrawPurpose }) {
  const { t } = useTranslation('consents');
  const language = useLanguage();
  const id = useId();
  const consents = useConsents();
  const set = useSetHealthConsent(language);
  const [confirming, setConfirming] = useState(false);
  const health = consents.data?.items.find((c) => c.purpose === 'health_data');
  const granted = health?.status === 'granted';
  // granted under an earlier text (riders who typed resting HR before this consent existed): asked to confirm it
  const outdated = granted && health?.textVersion !== health?.currentTextVersion;

  const change = (grant: boolean) =>
    set.mutate(grant, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(grant ? t('health.granted') : t('health.withdrawn'));
      },
      onError: () => toast.error(t('health.failed')),
    });

  return (
    <section
      id="consents"
      className="card scroll-mt-24 space-y-4 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="health-consent"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('hint')}</p>
      </div>
      <div className="space-y-2 text-sm">
        <h3 className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('health.title')}
        </h3>
        <p>{t('health.what')}</p>
        <p>{t('health.why')}</p>
        <p>{t('health.withdrawNote')}</p>
      </div>
      <p role="status" className="text-sm font-semibold" data-testid="health-consent-status">
        {consents.isPending
          ? t('loading')
          : consents.isError
            ? t('loadFailed')
            : granted
              ? t('health.statusGranted', { date: formatDateTime(health?.grantedAt, language) })
              : health?.status === 'withdrawn'
                ? t('health.statusWithdrawn', { date: formatDateTime(health.withdrawnAt, language) })
                : t('health.statusNotGranted')}
      </p>
      {outdated && (
        <p className="text-sm" data-testid="health-consent-outdated">
          {t('health.outdated')}
        </p>
      )}
      {!consents.isPending && !consents.isError && (
        <div className="flex flex-wrap gap-2">
          {outdated && (
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              onClick={() => change(true)}
              disabled={set.isPending}
              data-testid="health-consent-renew"
            >
              {t('health.renew')}
            </button>
          )}
          {granted ? (
            <button
              type="button"
              className={buttonClass('danger', 'md')}
              onClick={() => setConfirming(true)}
              data-testid="health-consent-withdraw"
            >
              {t('health.withdraw')}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              onClick={() => change(true)}
              disabled={set.isPending}
              data-testid="health-consent-grant"
            >
              {t('health.grant')}
            </button>
          )}
        </div>
      )}
      <WithdrawDialog
        open={confirming}
        busy={set.isPending}
        testId="withdraw-health-dialog"
        title={t('health.withdrawDialog.title')}
        text={t('health.withdrawDialog.text')}
        keep={t('health.withdrawDialog.keep')}
        confirm={t('health.withdrawDialog.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => change(false)}
      />
      <PurposeConsents consents={consents.data?.items ?? []} withdraw={withdrawPurpose} />
    </section>
  );
}
