import type { SummaryPeriod } from '@domestique/coach';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { RangeSwitch } from '../features/progress/components/range-switch.tsx';
import { useSummaries } from '../features/summaries/api/list-summaries.ts';
import { CoachChatPanel } from '../features/summaries/components/coach-chat-panel.tsx';
import { EmailPreview } from '../features/summaries/components/email-preview.tsx';
import { SummaryArticle } from '../features/summaries/components/summary-article.tsx';
import { useCoachVoice } from '../features/summaries/use-coach-voice.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { AppShell } from './app-shell.tsx';

/** The coach's weekly and monthly summaries, newest first. */
function SummariesContent() {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const voice = useCoachVoice();
  const [period, setPeriod] = useState<SummaryPeriod>('week');
  const list = useSummaries(period, language);
  if (list.isError && !list.data) return <ErrorState onRetry={() => list.refetch()} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1">
        <p className="eyebrow text-brand-fg">{t(`voice.${voice}.eyebrow`)}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t(`voice.${voice}.subtitle`)}</p>
      </div>
      <RangeSwitch
        label={t('periodLabel')}
        value={period}
        onChange={setPeriod}
        options={[
          { value: 'week', label: t('periods.week') },
          { value: 'month', label: t('periods.month') },
        ]}
        testId="summary-period"
      />
      <CoachChatPanel />
      <EmailPreview period={period} language={language} />
      {list.data ? (
        <div className="space-y-4" data-testid="summary-list">
          {list.data.items.map((summary) => (
            <section key={summary.from} className="card p-5 sm:p-6">
              <SummaryArticle summary={summary} />
            </section>
          ))}
        </div>
      ) : (
        <div className="skeleton h-64 w-full" aria-hidden="true" />
      )}
    </div>
  );
}

export default function SummariesPage() {
  const { t } = useTranslation('summaries');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <RequireUser>{() => <SummariesContent />}</RequireUser>
    </AppShell>
  );
}
