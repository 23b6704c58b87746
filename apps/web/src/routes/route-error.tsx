import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { languageFromPath, localizePath } from '../i18n/language.ts';
import { NotFoundPage } from './not-found.tsx';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * The router's fallback for unexpected errors (spec §2): 'Unexpected Application Error!' and the error text.
 * Uses i18n.t directly: hooks that suspend must not run in the error path.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display text-2xl font-bold">{i18n.t('unexpectedError.title', { ns: 'common' })}</h1>
      <p className="mt-3 font-mono text-base text-danger italic">{errorText(error)}</p>
      <p className="mt-6 text-muted">{i18n.t('unexpectedError.hint', { ns: 'common' })}</p>
      <a
        className="mt-6 inline-block font-semibold text-brand-fg underline underline-offset-4"
        href={localizePath('/', languageFromPath(pathname))}
      >
        {i18n.t('notFound.home', { ns: 'common' })}
      </a>
    </main>
  );
}
