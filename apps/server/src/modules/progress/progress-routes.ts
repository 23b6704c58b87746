import {
  apiErrorSchema,
  dashboardSummarySchema,
  fitnessQuerySchema,
  fitnessSchema,
  ftpHistorySchema,
  powerCurveQuerySchema,
  seasonPowerCurveSchema,
  totalsQuerySchema,
  totalsSchema,
} from '@domestique/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticate, currentUser } from '../../auth/require-user.ts';
import type { FtpService } from '../ftp/index.ts';
import type { ProgressService } from './progress-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Progress charts and the dashboard summary of the signed-in rider. */
export function registerProgressRoutes(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; progress: ProgressService; ftp: FtpService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/progress/fitness',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'CTL/ATL/TSB and ramp rate per day (k = 1/τ, τ = 42 and 7 days)',
        querystring: fitnessQuerySchema,
        response: { 200: fitnessSchema, ...errors },
      },
    },
    (request) => deps.progress.fitness(currentUser(request).id, request.query),
  );
  r.get(
    '/api/progress/power-curve',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['progress'],
        summary:
          'Best power curve over the last 90 days, this calendar year or all rides (cycling only), up to now or `until`',
        querystring: powerCurveQuerySchema,
        response: { 200: seasonPowerCurveSchema, ...errors },
      },
    },
    (request) => deps.progress.powerCurve(currentUser(request).id, request.query.range, request.query.until),
  );
  r.get(
    '/api/progress/totals',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Ride totals per week (ISO, Monday) or month',
        description:
          '`count` periods ending `offset` periods before the current one (0: up to this week or month); `hasOlder` ' +
          'says whether rides exist before the first period, so a client can page back through the whole history.',
        querystring: totalsQuerySchema,
        response: { 200: totalsSchema, ...errors },
      },
    },
    (request) =>
      deps.progress.totals(
        currentUser(request).id,
        request.query.period,
        request.query.count,
        request.query.offset,
      ),
  );
  r.get(
    '/api/progress/ftp-history',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['progress'],
        summary:
          'Every FTP, newest first, and the FTP rides are scored with now (or the estimate from the answers)',
        response: { 200: ftpHistorySchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [entries, current] = await Promise.all([deps.ftp.history(userId), deps.ftp.current(userId)]);
      return {
        entries,
        current: current
          ? {
              watts: Math.round(current.watts),
              source: current.source,
              effectiveAt: current.effectiveAt?.toISOString() ?? null,
            }
          : null,
      };
    },
  );
  r.get(
    '/api/dashboard/summary',
    {
      onRequest: deps.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'FTP (with source), W/kg, fitness today, last ride, pending FTP suggestion',
        response: { 200: dashboardSummarySchema, ...errors },
      },
    },
    (request) => deps.progress.summary(currentUser(request).id),
  );
}
