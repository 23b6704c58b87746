import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { prefetchLoader } from '../app/prefetch.ts';
import { markExplicitLanguageChoice } from '../components/language-choice.ts';
import { LocalizedLink } from '../components/localized-link.tsx';
import { usePageMeta } from '../components/page-meta.ts';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AccessTokensSection } from '../features/access-tokens/components/access-tokens-section.tsx';
import { DeleteAccountSection } from '../features/account-deletion/components/delete-account-section.tsx';
import { type SessionUser, sessionQuery } from '../features/auth/api/get-session.ts';
import { RequireUser } from '../features/auth/components/require-user.tsx';
import { useDisconnect } from '../features/connections/api/disconnect.ts';
import { ConnectionsSection } from '../features/connections/components/connections-section.tsx';
import { HealthConsentSection } from '../features/consents/components/health-consent-section.tsx';
import { NoProfileState } from '../features/dashboard/components/dashboard-view.tsx';
import { DataExportSection } from '../features/data-export/components/data-export-section.tsx';
import { FtpDatedEntry } from '../features/ftp/components/ftp-dated-entry.tsx';
import { IcsFeedSettings } from '../features/plans/components/ics-feed-settings.tsx';
import { TrainingWeekSettings } from '../features/plans/components/training-week-settings.tsx';
import { ProfileEditor } from '../features/profile/components/profile-editor.tsx';
import type { FieldErrors } from '../features/profile/components/profile-fields.tsx';
import { ProfileLoadError } from '../features/profile/components/profile-load-error.tsx';
import {
  API_FIELD_TO_DRAFT,
  draftFromProfile,
  draftToInput,
  type ProfileDraft,
  serverFieldText,
} from '../features/profile/profile-draft.ts';
import { CoachNarratorSettings } from '../features/summaries/components/coach-narrator-settings.tsx';
import { SummaryEmailSettings } from '../features/summaries/components/summary-email-settings.tsx';
import { prepareLanguage } from '../i18n/i18n.ts';
import { localizePath } from '../i18n/language.ts';
import { namespacesForPath } from '../i18n/namespaces.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { HttpError } from '../lib/http.ts';
import { profileQuery, useProfile } from '../lib/profile/get-profile.ts';
import { useSaveProfile } from '../lib/profile/put-profile.ts';
import { toast } from '../lib/toast.ts';
import { AppShell } from './app-shell.tsx';

function SettingsContent({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['settings', 'profile']);
  const language = useLanguage();
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // The editor starts afresh after the rider's own save (the server's values, edits cleared); a change from elsewhere
  // (a time zone stored in the background) is merged into it instead, so nothing typed is lost.
  const [saves, setSaves] = useState(0);

  if (profile.isPending) return <PageSpinner />;
  // A failed read is not "no profile": an empty editor saved now would overwrite the real one (404 → null → setup).
  if (profile.data === undefined)
    return <ProfileLoadError onRetry={() => profile.refetch()} retrying={profile.isFetching} />;
  if (!profile.data) return <NoProfileState />;

  const onSave = async (draft: ProfileDraft) => {
    setServerErrors({});
    try {
      await save.mutateAsync(draftToInput(draft, profile.data?.onboarding_completed ?? true));
    } catch (error) {
      if (error instanceof HttpError) {
        const errors: FieldErrors = {};
        for (const [apiField, detail] of Object.entries(error.fields)) {
          const field = API_FIELD_TO_DRAFT[apiField];
          if (field) errors[field] = serverFieldText(detail, language);
        }
        setServerErrors(errors);
        toast.error(t('settings:toasts.failed'));
      } else {
        toast.error(t('settings:toasts.unexpected'));
      }
      return;
    }
    setSaves((n) => n + 1);
    if (draft.interfaceLanguage !== language) {
      markExplicitLanguageChoice();
      await prepareLanguage(draft.interfaceLanguage, namespacesForPath('/settings'));
      navigate(localizePath('/settings', draft.interfaceLanguage), { replace: true });
    }
    toast.success(t('settings:toasts.saved'));
  };

  return (
    <>
      <ProfileEditor
        key={saves}
        // The language field shows the language the rider is using (the URL's, which wins over the stored one); the
        // header's selector changes it, and the field follows.
        initialDraft={{ ...draftFromProfile(profile.data, user, language), interfaceLanguage: language }}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSave={onSave}
      />
      <div className="mt-8 space-y-6">
        <FtpDatedEntry />
        <TrainingWeekSettings key={`week-${profile.data.updated_at}`} profile={profile.data} />
        <IcsFeedSettings />
        <SummaryEmailSettings />
        <CoachNarratorSettings />
      </div>
    </>
  );
}

export const loader = prefetchLoader((client) => [
  client.prefetchQuery(sessionQuery),
  client.prefetchQuery(profileQuery()),
]);

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  // a provider's consent is withdrawn by disconnecting it: the consents list gets the connections' own action
  const disconnect = useDisconnect();
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <AppShell>
      <div className="mx-auto max-w-3xl">
        <LocalizedLink
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-muted hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToDashboard')}
        </LocalizedLink>
        <h1 className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 mb-8 text-muted">{t('subtitle')}</p>
        <RequireUser>
          {(user) => (
            <>
              <SettingsContent user={user} />
              <ConnectionsSection />
              <div className="mt-8 space-y-6">
                <HealthConsentSection withdrawPurpose={disconnect.mutateAsync} />
                <AccessTokensSection />
                <DataExportSection />
                <DeleteAccountSection />
              </div>
            </>
          )}
        </RequireUser>
      </div>
    </AppShell>
  );
}
