import { SUMMARY_PERIODS } from '@domestique/coach';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { LanguageModel } from './model/language-model.ts';
import { registerOneClickUnsubscribe } from './summary-email-one-click.ts';
import { createSummaryEmailRepository } from './summary-email-repository.ts';
import { registerSummaryEmailRoutes } from './summary-email-routes.ts';
import { createSummaryEmails, localizedPage } from './summary-email-service.ts';
import { createSummaryInputs, type SummaryPorts } from './summary-inputs.ts';
import { registerSummaryJobs, summaryBuildJob } from './summary-jobs.ts';
import { createSummaryNarrator } from './summary-narration.ts';
import { createSummaryRepository } from './summary-repository.ts';
import { registerSummaryRoutes } from './summary-routes.ts';
import { createSummaryService, type SummaryProfile } from './summary-service.ts';

/**
 * The summaries wired: repository, the reader of other modules' facts (ports), the service, its e-mails, jobs and
 * routes.
 */
export function createSummaryModule(
  deps: SummaryPorts & {
    db: Db;
    profile: SummaryProfile;
    /** The operator's language model (COACH_LLM_*), or null: the templates only, and no request ever. */
    model: LanguageModel | null;
    stravaRides: (userId: string, until: Date) => Promise<boolean>;
    log?: { warn: (obj: object, msg: string) => void };
    baseUrl: string;
    jobs?: JobQueue;
    now?: () => Date;
  },
) {
  const repo = createSummaryRepository(deps.db);
  const summaries = createSummaryService({
    repo,
    inputs: createSummaryInputs(deps),
    profile: deps.profile,
    now: deps.now,
  });
  const emails = createSummaryEmails({
    repo: createSummaryEmailRepository(deps.db),
    profile: deps.profile,
    jobs: deps.jobs,
    baseUrl: deps.baseUrl,
    now: deps.now,
  });
  const narrator = createSummaryNarrator({
    model: deps.model,
    repo,
    profile: deps.profile,
    stravaRides: deps.stravaRides,
    log: deps.log,
    now: deps.now,
  });
  if (deps.jobs) registerSummaryJobs(deps.jobs, { repo, summaries, narrator, emails, now: deps.now });
  return {
    summaries,
    narrator,
    /**
     * A rider just opted in (in `tx`, the consent's transaction): their latest stored week and month are narrated by
     * the build job too, not only the next ones — the job asks the model only for a summary never narrated, and its
     * mail was decided already (or is decided as the sweep would). Nothing without a model.
     */
    async narrateLatest(userId: string, tx: DbOrTx): Promise<void> {
      if (!deps.jobs || !narrator.model) return;
      for (const period of SUMMARY_PERIODS) {
        // read in the consent's transaction: on PGlite, one connection, a read beside it would wait for it forever
        const [latest] = await repo.list(userId, period, 1, tx);
        if (!latest || latest.narration) continue;
        await deps.jobs.enqueue(
          summaryBuildJob,
          { userId, period, from: latest.from, to: latest.to },
          { tx, key: `narrate:${userId}:${period}:${latest.from}` },
        );
      }
    },
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerSummaryRoutes(app, { authenticate, summaries, narrator });
      registerSummaryEmailRoutes(app, { authenticate, summaries, emails });
      registerOneClickUnsubscribe(app, {
        emails,
        page: (language, path) => localizedPage(deps.baseUrl, language, path),
      });
    },
  };
}
