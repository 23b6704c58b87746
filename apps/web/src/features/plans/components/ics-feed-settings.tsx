import type { CalendarFeedCreated } from '@domestique/contract';
import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDate } from '../../../lib/ride-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useFeedStatus } from '../api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';

/**
 * The private calendar feed (ICS) of planned workouts for Google or Apple Calendar. Its URL holds the only key, so it
 * is shown once, when made (or remade: the old one stops working); revoking stops it.
 */
export function IcsFeedSettings() {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const id = useId();
  const status = useFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const active = status.data?.active ?? false;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('feed.copied'));
    } catch {
      toast.error(t('feed.copyFailed'));
    }
  };
  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby={`${id}-title`} data-testid="ics-feed">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('feed.title')}
        </h2>
        <p className="text-sm text-muted">{t('feed.hint')}</p>
      </div>
      {status.data && (
        <p className="text-sm font-semibold" data-testid="feed-status">
          {active && status.data.createdAt
            ? t('feed.active', { date: formatDate(status.data.createdAt, language) })
            : t('feed.inactive')}
        </p>
      )}
      {created && (
        <div className="space-y-2 rounded-2xl bg-surface-2 p-4" role="status">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
            {t('feed.url')}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            className="field-input font-mono text-xs"
            value={created.url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
          <p className="text-xs text-muted">{t('feed.once')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => void copy(created.url)}
            >
              <Copy className="size-4" aria-hidden="true" />
              {t('feed.copy')}
            </button>
            <a href={created.webcalUrl} className={buttonClass('secondary', 'md')}>
              <Link2 className="size-4" aria-hidden="true" />
              {t('feed.subscribe')}
            </a>
          </div>
        </div>
      )}
      {active && <p className="text-xs text-muted">{t('feed.rotateHint')}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass(active ? 'secondary' : 'primary', 'md')}
          disabled={create.isPending}
          data-testid="feed-create"
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: setCreated,
              onError: () => toast.error(t('errors.generic')),
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t(active ? 'feed.rotate' : 'feed.create')}
        </button>
        {active && (
          <button
            type="button"
            className={buttonClass('danger', 'md')}
            disabled={revoke.isPending}
            data-testid="feed-revoke"
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setCreated(null);
                  toast.success(t('feed.revoked'));
                },
                onError: () => toast.error(t('errors.generic')),
              })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('feed.revoke')}
          </button>
        )}
      </div>
    </section>
  );
}
