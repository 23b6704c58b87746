import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { prepareLanguage } from '../i18n/i18n.ts';
import { languageFromPath } from '../i18n/language.ts';
import { namespacesForPath } from '../i18n/namespaces.ts';
import { NotFoundPage } from '../routes/not-found.tsx';
import { RootLayout } from '../routes/root-layout.tsx';
import { RouteErrorPage } from '../routes/route-error.tsx';
import { languageRoutes } from './language-routes.ts';

type PageModule = { default: React.ComponentType; loader?: (args: LoaderFunctionArgs) => Promise<null> };
/** A lazily loaded page: its component and, when the module exports one, its loader (app/prefetch.ts). */
const page = (load: () => Promise<PageModule>) => async () => {
  const module = await load();
  return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
};

/** Every page of spec §2 plus the flows the spec implies (password reset, newsletter, settings, plans). */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('../routes/home.tsx')) },
    { path: 'about', lazy: page(() => import('../routes/about.tsx')) },
    { path: 'privacy', lazy: page(() => import('../routes/privacy.tsx')) },
    { path: 'terms', lazy: page(() => import('../routes/terms.tsx')) },
    { path: 'trial', lazy: page(() => import('../routes/trial.tsx')) },
    { path: 'launch', lazy: page(() => import('../routes/launch.tsx')) },
    { path: 'plans', lazy: page(() => import('../routes/plans.tsx')) },
    { path: 'plans/calendar', lazy: page(() => import('../routes/plan-calendar.tsx')) },
    { path: 'plans/changes', lazy: page(() => import('../routes/plan-changes.tsx')) },
    { path: 'auth', lazy: page(() => import('../routes/auth.tsx')) },
    { path: 'forgot-password', lazy: page(() => import('../routes/forgot-password.tsx')) },
    { path: 'reset-password', lazy: page(() => import('../routes/reset-password.tsx')) },
    { path: 'onboarding', lazy: page(() => import('../routes/onboarding.tsx')) },
    { path: 'dashboard', lazy: page(() => import('../routes/dashboard.tsx')) },
    { path: 'settings', lazy: page(() => import('../routes/settings.tsx')) },
    { path: 'activities', lazy: page(() => import('../routes/activities.tsx')) },
    { path: 'activities/:id', lazy: page(() => import('../routes/activity-detail.tsx')) },
    { path: 'progress', lazy: page(() => import('../routes/progress.tsx')) },
    { path: 'summaries', lazy: page(() => import('../routes/summaries.tsx')) },
    { path: 'summaries/unsubscribe', lazy: page(() => import('../routes/summary-unsubscribe.tsx')) },
    { path: 'workouts', lazy: page(() => import('../routes/workouts.tsx')) },
    { path: 'workouts/new', lazy: page(() => import('../routes/workout-edit.tsx')) },
    { path: 'workouts/:id', lazy: page(() => import('../routes/workout-detail.tsx')) },
    { path: 'workouts/:id/edit', lazy: page(() => import('../routes/workout-edit.tsx')) },
    { path: 'start-garmin-oauth', lazy: page(() => import('../routes/garmin-start.tsx')) },
    { path: 'oauth/garmin/callback', lazy: page(() => import('../routes/garmin-callback.tsx')) },
    { path: 'oauth/strava/callback', lazy: page(() => import('../routes/strava-callback.tsx')) },
    { path: 'newsletter/confirm', lazy: page(() => import('../routes/newsletter-confirm.tsx')) },
    { path: 'newsletter/unsubscribe', lazy: page(() => import('../routes/newsletter-unsubscribe.tsx')) },
    // the account-deletion emails' links (issue #20)
    { path: 'account/deletion/confirm', lazy: page(() => import('../routes/account-deletion.tsx')) },
    { path: 'account/deletion/cancel', lazy: page(() => import('../routes/account-deletion.tsx')) },
    { path: '*', Component: NotFoundPage },
  ];
}

/** Runs on every navigation: the URL's language and the page's catalogs are ready before the page renders. */
async function languageLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  await prepareLanguage(languageFromPath(pathname), namespacesForPath(pathname));
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: languageLoader,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: languageRoutes(pageRoutes),
  },
];

export const router = createBrowserRouter(routes);
