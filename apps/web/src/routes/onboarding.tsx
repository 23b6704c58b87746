import { ONBOARDING_STEPS } from '@domestique/contract';
import { contractMessage } from '@domestique/contract/messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { type SessionUser, sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { CoachAvatar } from '../features/profile/components/coach-avatar.tsx';
import { OnboardingWizard } from '../features/profile/components/onboarding-wizard.tsx';
import type { FieldErrors } from '../features/profile/components/profile-fields.tsx';
import { ProfileLoadError } from '../features/profile/components/profile-load-error.tsx';
import {
  clearOnboardingProgress,
  loadOnboardingProgress,
  saveOnboardingProgress,
} from '../features/profile/onboarding-draft-store.ts';
import {
  API_FIELD_TO_DRAFT,
  type DraftField,
  draftFromProfile,
  draftToInput,
  fieldProblem,
  firstInvalidField,
  type ProfileDraft,
  serverFieldText,
  stepOfField,
} from '../features/profile/profile-draft.ts';
import { i18n, prepareLanguage } from '../i18n/i18n.ts';
import { localizePath } from '../i18n/language.ts';
import { namespacesForPath } from '../i18n/namespaces.ts';
import { useLanguage, useLocalize } from '../i18n/use-language.ts';
import { HttpError } from '../lib/http.ts';
import { profileQuery, useProfile } from '../lib/profile/get-profile.ts';
import { useSaveProfile } from '../lib/profile/put-profile.ts';
import { toast } from '../lib/toast.ts';

function OnboardingAside() {
  const { t } = useTranslation('onboarding');
  return (
    <div className="kit-stripes rounded-[2rem] bg-ink p-10 text-paper">
      <div className="flex -space-x-3">
        <CoachAvatar gender="male" className="size-16 ring-4 ring-ink" />
        <CoachAvatar gender="female" className="size-16 ring-4 ring-ink" />
      </div>
      <h1 className="mt-6 font-display text-4xl leading-tight font-black">{t('title')}</h1>
      <p className="mt-3 text-paper/75">{t('subtitle')}</p>
      <p className="mt-6 text-sm text-paper/60">{t('coachNote')}</p>
    </div>
  );
}

function OnboardingFlow({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['onboarding', 'profile']);
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile();
  const [serverErrors, setServerErrors] = useState<{ step: number; errors: FieldErrors } | null>(null);
  const completing = useRef(false);
  // A reload mid-wizard comes back to the same step with the answers so far (kept for this tab only; a switch of
  // language keeps the page mounted, app/language-routes.ts). Before step 8 the coach language still follows the page's.
  const [stored] = useState(() => {
    const progress = loadOnboardingProgress(user.id);
    if (progress && progress.step < ONBOARDING_STEPS) progress.draft.interfaceLanguage = language;
    return progress;
  });

  if (profile.isPending) return <PageSpinner label={t('loading')} />;
  // A failed read is not "no profile" (404 → null): an empty wizard completed now would overwrite the real profile.
  if (profile.data === undefined && !completing.current)
    return <ProfileLoadError onRetry={() => profile.refetch()} retrying={profile.isFetching} />;
  // Spec §4: a completed profile leads to /dashboard.
  if (profile.data?.onboarding_completed && !completing.current)
    return <Navigate to={localize('/dashboard')} replace />;

  const showFieldErrors = (errors: Partial<Record<DraftField, string>>) => {
    const fields = Object.keys(errors) as DraftField[];
    const first = fields.sort((a, b) => stepOfField(a) - stepOfField(b))[0];
    if (first) setServerErrors({ step: stepOfField(first), errors });
  };

  const complete = async (draft: ProfileDraft) => {
    const invalid = firstInvalidField(draft, true);
    if (invalid) {
      const problem = fieldProblem(invalid, draft) ?? 'invalid_option';
      showFieldErrors({ [invalid]: contractMessage(problem, language) });
      return;
    }
    completing.current = true;
    try {
      await save.mutateAsync(draftToInput(draft, true));
    } catch (error) {
      completing.current = false;
      if (error instanceof HttpError) {
        // Spec §8: the rider stays on the step, with the server's per-field reasons beside the inputs.
        toast.error(t('onboarding:toasts.saveFailed'));
        const errors: Partial<Record<DraftField, string>> = {};
        for (const [apiField, detail] of Object.entries(error.fields)) {
          const field = API_FIELD_TO_DRAFT[apiField];
          if (field) errors[field] = serverFieldText(detail, language);
        }
        showFieldErrors(errors);
      } else {
        toast.error(t('onboarding:toasts.unexpected'));
      }
      return;
    }
    clearOnboardingProgress(user.id);
    // Spec §4: the UI switches to the chosen language, then the dashboard.
    await prepareLanguage(draft.interfaceLanguage, [
      'common',
      'onboarding',
      ...namespacesForPath('/dashboard'),
    ]);
    toast.success(i18n.t('onboarding:toasts.welcome'));
    navigate(localizePath('/dashboard', draft.interfaceLanguage), { replace: true });
  };

  return (
    <OnboardingWizard
      initialDraft={stored?.draft ?? draftFromProfile(profile.data, user, language)}
      initialStep={stored?.step}
      onProgress={(progress) => saveOnboardingProgress(user.id, progress)}
      saving={save.isPending}
      serverErrors={serverErrors}
      onComplete={complete}
    />
  );
}

export const loader = prefetchLoader((client) => [
  client.prefetchQuery(sessionQuery),
  client.prefetchQuery(profileQuery()),
]);

export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  usePageMeta(t('meta.title'), t('subtitle'));
  return (
    <AuthShell aside={<OnboardingAside />}>
      <div className="mb-6 lg:hidden">
        <h1 className="text-3xl font-black tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('subtitle')}</p>
      </div>
      <RequireUser>{(user) => <OnboardingFlow user={user} />}</RequireUser>
    </AuthShell>
  );
}
