import { isStrengthSessionId, type WorkoutDetail } from '@domestique/contract';
import { ArrowLeft, Copy, Download, Gauge, Info, LineChart, ListOrdered, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button-styles.ts';
import { ErrorState } from '../components/error-state.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { Panel } from '../components/panel.tsx';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { BackToCalendar, PlannedSessionPanel } from '../features/plans/components/planned-session-panel.tsx';
import { sessionFromSearch } from '../features/plans/session-link.ts';
import { useDeleteWorkout } from '../features/workouts/api/delete-workout.ts';
import { useStrengthSession } from '../features/workouts/api/get-strength-session.ts';
import { useWorkout } from '../features/workouts/api/get-workout.ts';
import { DownloadButtons } from '../features/workouts/components/download-buttons.tsx';
import { FtpBasis } from '../features/workouts/components/ftp-basis.tsx';
import { FtpTestNote } from '../features/workouts/components/ftp-test-note.tsx';
import { ProfileChart } from '../features/workouts/components/profile-chart.tsx';
import { StepList } from '../features/workouts/components/step-list.tsx';
import { StrengthView } from '../features/workouts/components/strength-view.tsx';
import { WorkoutNumbers } from '../features/workouts/components/workout-numbers.tsx';
import { ZoneTime } from '../features/workouts/components/zone-time.tsx';
import { useLanguage, useLocalize } from '../i18n/use-language.ts';
import { HttpError } from '../lib/http.ts';
import { formatNumber } from '../lib/ride-format.ts';
import { toast } from '../lib/toast.ts';
import { AppShell } from './app-shell.tsx';

function Missing() {
  const { t } = useTranslation('workouts');
  return (
    <div className="card mx-auto max-w-xl p-8 text-center" data-testid="workout-missing">
      <h1 className="text-2xl font-black">{t('detail.missingTitle')}</h1>
      <p className="mt-2 text-muted">{t('detail.missingText')}</p>
      <LocalizedLink to="/workouts" className="mt-4 inline-block font-semibold text-brand-fg underline">
        {t('detail.back')}
      </LocalizedLink>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('workouts');
  return (
    <LocalizedLink
      to="/workouts"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </LocalizedLink>
  );
}

function Actions({ workout }: { workout: WorkoutDetail }) {
  const { t } = useTranslation('workouts');
  const localize = useLocalize();
  const navigate = useNavigate();
  const remove = useDeleteWorkout(workout.id);
  return (
    <div className="flex flex-wrap gap-2">
      {workout.source === 'own' && (
        <LocalizedLink
          to={`/workouts/${workout.id}/edit`}
          className={buttonClass('secondary', 'sm')}
          data-testid="workout-edit"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
        </LocalizedLink>
      )}
      <LocalizedLink
        to={`/workouts/new?from=${encodeURIComponent(workout.id)}`}
        className={buttonClass('secondary', 'sm')}
        data-testid="workout-duplicate"
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('actions.duplicate')}
      </LocalizedLink>
      {workout.source === 'own' && (
        <button
          type="button"
          className={buttonClass('danger', 'sm')}
          disabled={remove.isPending}
          onClick={async () => {
            if (!window.confirm(t('actions.confirmDelete'))) return;
            try {
              await remove.mutateAsync();
              toast.success(t('actions.deleted'));
              navigate(localize('/workouts?tab=mine'));
            } catch {
              toast.error(t('actions.deleteFailed'));
            }
          }}
          data-testid="workout-delete"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('actions.delete')}
        </button>
      )}
    </div>
  );
}

/** The session a workout page was opened as (from the calendar or the dashboard), or null from the library. */
type Planned = { day: string; uid: string } | null;

/** Back to where the rider came from: the calendar's week for a planned session, else the library. */
function Back({ planned }: { planned: Planned }) {
  return planned ? <BackToCalendar day={planned.day} /> : <BackLink />;
}

function WorkoutView({ id, planned }: { id: string; planned: Planned }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const query = useWorkout(id, language);
  usePageMeta(
    query.data ? t('meta.detailTitle', { name: query.data.name }) : t('meta.title'),
    t('meta.description'),
  );
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return query.error instanceof HttpError && query.error.status === 404 ? (
      <Missing />
    ) : (
      <ErrorState onRetry={() => query.refetch()} />
    );
  const w = query.data;
  const ftpW = w.ftp?.watts ?? null;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Back planned={planned} />
        <p className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
          {w.family ? (
            <span className="rounded-full bg-surface-2 px-2 py-0.5">{t(`families.${w.family}`)}</span>
          ) : (
            <span className="rounded-full bg-lime/30 px-2 py-0.5">{t('list.mine')}</span>
          )}
          {w.level !== null && (
            <span className="text-muted">
              {t('list.level', { level: formatNumber(w.level, language, 1, 1) })}
            </span>
          )}
          {w.setting && <span className="text-muted">· {t(`settingBadge.${w.setting}`)}</span>}
        </p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl" data-testid="workout-name">
          {w.name}
        </h1>
        <FtpBasis ftp={w.ftp} />
        <Actions workout={w} />
      </div>
      {planned && <PlannedSessionPanel day={planned.day} uid={planned.uid} />}
      <WorkoutNumbers metrics={w.metrics} ftpEstimated={w.ftp?.source === 'answers'} />
      {w.ftpTest && <FtpTestNote test={w.ftpTest} />}
      <Panel
        title={t('detail.profile')}
        icon={<LineChart className="size-5" aria-hidden="true" />}
        testId="workout-chart-panel"
      >
        <ProfileChart profile={w.profile} ftpW={ftpW} />
      </Panel>
      {(w.purpose || w.description) && (
        <Panel title={t('detail.about')} icon={<Info className="size-5" aria-hidden="true" />}>
          {w.purpose && (
            <>
              <h3 className="text-sm font-bold">{t('detail.purpose')}</h3>
              <p className="mb-3" data-testid="workout-purpose">
                {w.purpose}
              </p>
            </>
          )}
          {w.description && <p className="text-muted">{w.description}</p>}
        </Panel>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={t('detail.steps')}
          icon={<ListOrdered className="size-5" aria-hidden="true" />}
          testId="workout-steps"
        >
          <StepList nodes={w.steps} ftpW={ftpW} />
        </Panel>
        <div className="space-y-4">
          <Panel title={t('detail.zones')} icon={<Gauge className="size-5" aria-hidden="true" />}>
            <ZoneTime seconds={w.metrics.timeInZonesS} />
          </Panel>
          <Panel
            title={t('detail.downloads')}
            icon={<Download className="size-5" aria-hidden="true" />}
            testId="workout-downloads"
          >
            <DownloadButtons workout={w} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function StrengthPage({ id, planned }: { id: string; planned: Planned }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const query = useStrengthSession(id, language);
  usePageMeta(
    query.data ? t('meta.detailTitle', { name: query.data.name }) : t('meta.title'),
    t('meta.description'),
  );
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return query.error instanceof HttpError && query.error.status === 404 ? (
      <Missing />
    ) : (
      <ErrorState onRetry={() => query.refetch()} />
    );
  const s = query.data;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Back planned={planned} />
        <p className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-surface-2 px-2 py-0.5">{t(`strength.focus.${s.focus}`)}</span>
          <span className="rounded-full bg-surface-2 px-2 py-0.5">{t(`strength.settings.${s.setting}`)}</span>
        </p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl" data-testid="strength-name">
          {s.name}
        </h1>
      </div>
      {planned && <PlannedSessionPanel day={planned.day} uid={planned.uid} />}
      <StrengthView session={s} />
    </div>
  );
}

/**
 * `/workouts/:id`: a workout of the library or the rider's own; with `?day&session` (a link from the calendar or the
 * dashboard) the same page is that day's planned session — its day, status and actions, and the way back to the
 * calendar.
 */
export default function WorkoutDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const planned = sessionFromSearch(search);
  return (
    <AppShell>
      <RequireUser>
        {() =>
          isStrengthSessionId(id) ? (
            <StrengthPage id={id} planned={planned} />
          ) : (
            <WorkoutView id={id} planned={planned} />
          )
        }
      </RequireUser>
    </AppShell>
  );
}
