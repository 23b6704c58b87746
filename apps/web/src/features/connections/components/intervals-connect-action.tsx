import type { Connection } from '@domestique/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormField } from '../../../components/form-field.tsx';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useConnectIntervals } from '../api/connect-intervals.ts';

/**
 * intervals.icu: the rider pastes their athlete id and API key (intervals.icu → Settings → Developer); the server
 * checks them with intervals.icu before keeping the key, encrypted.
 */
export function IntervalsConnectAction({ connection }: { connection: Connection }) {
  const { t } = useTranslation('connections');
  const connect = useConnectIntervals();
  const [open, setOpen] = useState(false);
  const [athleteId, setAthleteId] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  if (!open)
    return (
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        data-testid="connection-connect-intervals"
        onClick={() => setOpen(true)}
      >
        {connection.status === 'reauth_required' ? t('reconnect') : t('connect')}
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setProblem(null);
    try {
      await connect.mutateAsync({ athleteId: athleteId.trim(), apiKey: apiKey.trim() });
      toast.success(t('sync.intervalsConnected'));
      setOpen(false);
      setApiKey('');
    } catch (error) {
      if (error instanceof HttpError) {
        setFields(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.message])));
        if (Object.keys(error.fields).length === 0) setProblem(error.message);
      } else setProblem(t('sync.offline'));
    }
  };
  return (
    <form className="w-full space-y-3" onSubmit={submit} data-testid="intervals-form" noValidate>
      <p className="text-sm text-muted">{t('sync.intervalsHelp')}</p>
      <FormField
        id="intervals-athlete-id"
        label={t('sync.athleteId')}
        value={athleteId}
        autoComplete="off"
        placeholder="i12345"
        error={fields.athleteId}
        onChange={(e) => setAthleteId(e.target.value)}
      />
      <FormField
        id="intervals-api-key"
        label={t('sync.apiKey')}
        type="password"
        autoComplete="off"
        value={apiKey}
        error={fields.apiKey}
        onChange={(e) => setApiKey(e.target.value)}
      />
      {problem && (
        <p className="text-sm font-medium text-danger" role="alert" data-testid="intervals-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClass('primary', 'sm')}
          disabled={connect.isPending}
          data-testid="intervals-submit"
        >
          {connect.isPending ? t('sync.checking') : t('connect')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(false)}>
          {t('sync.cancel')}
        </button>
      </div>
    </form>
  );
}
