import { contractMessage } from '@domestique/contract/messages';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { useDashboardSummary } from '../features/ftp/api/get-dashboard-summary.ts';
import { useWorkout } from '../features/workouts/api/get-workout.ts';
import { draftFrom, emptyDraft } from '../features/workouts/builder-draft.ts';
import { WorkoutBuilder } from '../features/workouts/components/workout-builder.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { AppShell } from './app-shell.tsx';

/** The builder for a new workout, a copy (`/workouts/new?from=<id>`) or one of the rider's own (`/workouts/:id/edit`). */
function BuilderContent({ editId, fromId }: { editId: string | null; fromId: string | null }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const sourceId = editId ?? fromId;
  const source = useWorkout(sourceId ?? '', language, sourceId !== null);
  // the watts of the live chart: the rider's FTP or the estimate from the answers, as every page shows them
  const summary = useDashboardSummary();
  const title = editId ? t('builder.editTitle') : fromId ? t('builder.copyTitle') : t('builder.newTitle');
  usePageMeta(`${title} — Domestique`, t('meta.description'));
  if ((sourceId && source.isPending) || summary.isPending) return <PageSpinner />;
  if (sourceId && source.isError) return <ErrorState onRetry={() => source.refetch()} />;
  if (editId && source.data?.source !== 'own') {
    return (
      <div className="card mx-auto max-w-xl p-8 text-center" data-testid="workout-readonly">
        <p>{contractMessage('library_workout_readonly', language)}</p>
        <LocalizedLink
          to={`/workouts/new?from=${encodeURIComponent(editId)}`}
          className="mt-3 inline-block font-semibold text-brand-fg underline"
        >
          {t('actions.duplicate')}
        </LocalizedLink>
      </div>
    );
  }
  const from = source.data;
  const initial = from
    ? draftFrom(
        {
          name: from.name,
          description: from.description,
          ...(from.purpose ? { purpose: from.purpose } : {}),
          steps: from.steps,
        },
        editId ? undefined : (name) => t('builder.copyName', { name }),
      )
    : emptyDraft();
  const ftp = summary.data?.ftp ? { watts: summary.data.ftp.watts, source: summary.data.ftp.source } : null;
  return (
    <div className="space-y-4">
      <LocalizedLink
        to={editId ? `/workouts/${editId}` : '/workouts'}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('builder.back')}
      </LocalizedLink>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
      <WorkoutBuilder key={sourceId ?? 'new'} initial={initial} workoutId={editId} ftp={ftp} />
    </div>
  );
}

export default function WorkoutEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return (
    <AppShell>
      <RequireUser>
        {() => <BuilderContent editId={id ?? null} fromId={id ? null : search.get('from')} />}
      </RequireUser>
    </AppShell>
  );
}
