import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useLocalize } from '../../../i18n/use-language.ts';
import { type SessionUser, useSession } from '../api/get-session.ts';

/** Spec §6: authenticated pages send visitors without a session to /auth, remembering where they came from. */
export function RequireUser({
  children,
  pending,
}: {
  children: (user: SessionUser) => ReactNode;
  pending?: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const localize = useLocalize();
  if (session.isPending) return pending ?? <PageSpinner />;
  if (session.isError) return <ErrorState onRetry={() => session.refetch()} />;
  if (!session.data) {
    return (
      <Navigate to={localize('/auth')} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <>{children(session.data)}</>;
}
