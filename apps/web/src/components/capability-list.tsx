import { Check, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  availableConnections,
  type CapabilityId,
  type CapabilityStatus,
  capabilitiesWith,
} from '../lib/capabilities.ts';

/**
 * The capabilities of one status (lib/capabilities.ts), each as its sentence of the `capabilities` catalog: the
 * trial's and the launch page's lists and the Terms' description of the service are this one list, so none of
 * them can call something available that is not, or "coming" what already works.
 */
export function CapabilityList({
  status,
  variant = 'cards',
  testId,
}: {
  status: CapabilityStatus;
  variant?: 'cards' | 'plain';
  testId?: string;
}) {
  const { t } = useTranslation('capabilities');
  const ids: CapabilityId[] = capabilitiesWith(status);
  if (variant === 'plain') {
    return (
      <ul className="mt-3 list-disc space-y-1.5 pl-6 text-muted marker:text-brand-fg" data-testid={testId}>
        {ids.map((id) => (
          <li key={id}>{t(`items.${id}`)}</li>
        ))}
      </ul>
    );
  }
  const Icon = status === 'available' ? Check : Clock;
  return (
    <ul className="mt-3 grid gap-3" data-testid={testId}>
      {ids.map((id) => (
        <li key={id} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
          <Icon
            className={`mt-0.5 size-5 shrink-0 ${status === 'available' ? 'text-brand-fg' : 'text-muted'}`}
            aria-hidden="true"
          />
          <span>{t(`items.${id}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Each connection a rider can make today, with what Domestique reads from it and sends to it (checked against
 * apps/server/src/modules/integrations: Garmin's activity-file pings and Training API, Strava's read-only scope,
 * intervals.icu's pull and push). The FAQ, the Privacy Policy and the Terms show this same text.
 */
export function ConnectionDetails({ className = '' }: { className?: string }) {
  const { t } = useTranslation('capabilities');
  return (
    <div className={className} data-testid="connection-details">
      <dl className="space-y-4">
        {availableConnections().map((id) => (
          <div key={id} data-testid={`connection-details-${id}`}>
            <dt className="font-semibold text-fg">{t(`connections.${id}.name`)}</dt>
            <dd className="mt-1">
              <span className="font-medium text-fg">{t('connections.reads')}:</span>{' '}
              {t(`connections.${id}.reads`)}
            </dd>
            <dd className="mt-1">
              <span className="font-medium text-fg">{t('connections.writes')}:</span>{' '}
              {t(`connections.${id}.writes`)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">{t('connections.disconnect')}</p>
    </div>
  );
}
