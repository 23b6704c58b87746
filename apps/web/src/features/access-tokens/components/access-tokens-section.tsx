import type { AccessTokenCreated } from '@domestique/contract';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { formatDateTime } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAccessToken } from '../api/create-token.ts';
import { useAccessTokens } from '../api/list-tokens.ts';
import { useRevokeAccessToken } from '../api/revoke-token.ts';
import { RevokeTokenDialog } from './revoke-token-dialog.tsx';

/**
 * Settings → Assistants (MCP): personal access tokens for the rider's own assistant. A token is created with a name
 * and shown once (with a copy button and a warning: the server keeps only its hash); the list shows names and dates;
 * revoking asks first. How to connect an assistant — the /mcp address and the header — and that rides synced from
 * Strava are never passed on are said here, where the rider decides.
 */
export function AccessTokensSection() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const id = useId();
  const tokens = useAccessTokens();
  const create = useCreateAccessToken(language);
  const revoke = useRevokeAccessToken(language);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const mcpUrl = `${window.location.origin}/mcp`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    create.mutate(name, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: (error) => {
        if (error instanceof HttpError && error.fields.name) setNameError(error.fields.name.message);
        else toast.error(error instanceof HttpError ? error.message : t('assistants.failed'));
      },
    });
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('assistants.copied'));
    } catch {
      toast.error(t('assistants.copyFailed'));
    }
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        if (created?.id === revoking.id) setCreated(null);
        setRevoking(null);
        toast.success(t('assistants.revoked'));
      },
      onError: () => toast.error(t('assistants.failed')),
    });
  };

  return (
    <section
      id="assistants"
      className="card scroll-mt-24 space-y-4 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="access-tokens"
    >
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
          <KeyRound className="size-5 shrink-0" aria-hidden="true" />
          {t('assistants.title')}
        </h2>
        <p className="text-sm text-muted">{t('assistants.hint')}</p>
        <p className="text-sm text-muted">{t('assistants.readOnly')}</p>
        <p className="text-sm text-muted" data-testid="access-tokens-strava">
          {t('assistants.strava')}
        </p>
      </div>

      {created && (
        <div className="space-y-2 rounded-2xl bg-surface-2 p-4" role="status" data-testid="token-created">
          <label htmlFor={`${id}-token`} className="block text-sm font-semibold">
            {t('assistants.created', { name: created.name })}
          </label>
          <input
            id={`${id}-token`}
            readOnly
            className="field-input font-mono text-xs"
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="token-value"
          />
          <p className="text-xs font-semibold text-danger">{t('assistants.once')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => void copy(created.token)}
              data-testid="token-copy"
            >
              <Copy className="size-4" aria-hidden="true" />
              {t('assistants.copy')}
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setCreated(null)}>
              {t('assistants.done')}
            </button>
          </div>
        </div>
      )}

      <form className="space-y-2" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
          {t('assistants.name')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-name`}
            className="field-input min-w-0 flex-1"
            value={name}
            maxLength={60}
            placeholder={t('assistants.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            data-testid="token-name"
          />
          <button
            type="submit"
            className={buttonClass('primary', 'md')}
            disabled={create.isPending}
            data-testid="token-create"
          >
            {t('assistants.create')}
          </button>
        </div>
        {nameError && (
          <p id={`${id}-name-error`} className="text-sm text-danger">
            {nameError}
          </p>
        )}
      </form>

      {tokens.data && tokens.data.items.length === 0 && (
        <p className="text-sm text-muted">{t('assistants.none')}</p>
      )}
      {tokens.data && tokens.data.items.length > 0 && (
        <ul className="divide-y divide-line rounded-2xl border border-line" data-testid="token-list">
          {tokens.data.items.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="truncate font-semibold">{token.name}</p>
                <p className="text-xs text-muted">
                  {t('assistants.createdAt', { date: formatDateTime(token.createdAt, language) })} ·{' '}
                  {token.lastUsedAt
                    ? t('assistants.lastUsed', { date: formatDateTime(token.lastUsedAt, language) })
                    : t('assistants.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setRevoking({ id: token.id, name: token.name })}
                aria-label={t('assistants.revokeLabel', { name: token.name })}
                data-testid="token-revoke"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('assistants.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="space-y-2 text-sm">
        <h3 className="font-semibold">{t('assistants.connect.title')}</h3>
        <p>{t('assistants.connect.text')}</p>
        <dl className="grid gap-1 rounded-2xl bg-surface-2 p-3 font-mono text-xs">
          <dt className="font-sans font-semibold">{t('assistants.connect.url')}</dt>
          <dd className="break-all" data-testid="mcp-url">
            {mcpUrl}
          </dd>
          <dt className="mt-2 font-sans font-semibold">{t('assistants.connect.header')}</dt>
          <dd className="break-all">Authorization: Bearer dmq_pat_…</dd>
        </dl>
        <p className="text-muted">{t('assistants.connect.rest')}</p>
      </div>

      <RevokeTokenDialog
        name={revoking?.name ?? null}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
