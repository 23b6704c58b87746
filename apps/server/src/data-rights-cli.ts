import { parseArgs } from 'node:util';
import { isLanguage } from '@domestique/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { dataRightsRequests, user } from './db/schema.ts';
import { createLogger } from './http/logging.ts';
import { exportForOperator } from './modules/exports/index.ts';

const USAGE = `Data-rights requests, for the operator (issue #20). Same environment as the server (DATABASE_URL, DATA_DIR…).

  npm run data-rights -- delete --email rider@example.com   delete an account now, for a rider who asked by email
  npm run data-rights -- delete --id <account id>
  npm run data-rights -- export --email rider@example.com [--out file.zip]
                                                             build the rider's data export now; the rider gets the
                                                             usual e-mail with its link, and a copy is written to --out
  npm run data-rights -- log                                  the log: when, what, done when (account ids only)

"delete" skips the rider's confirmation link and grace period (check who is asking first): the providers are told,
every row and file of the account goes, and the rider gets the final email.`;

/**
 * The operator's door to the data-rights machinery: it builds the same app the server runs (same modules, same
 * job), without listening, so an operator's deletion is exactly a rider's — only its log line says `operator`.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      id: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'delete' && command !== 'export' && command !== 'log')) {
    console.log(USAGE);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await openDatabase({ ...config, log });
  try {
    if (command === 'log') {
      const rows = await database.db
        .select()
        .from(dataRightsRequests)
        .orderBy(desc(dataRightsRequests.requestedAt))
        .limit(500);
      console.log(['requested', 'account', 'kind', 'via', 'status', 'done'].join('\t'));
      for (const r of rows)
        console.log(
          [
            r.requestedAt.toISOString(),
            r.accountId,
            r.kind,
            r.via,
            r.status,
            r.doneAt?.toISOString() ?? '',
          ].join('\t'),
        );
      return;
    }
    const who = values.id ? { id: values.id } : values.email ? { email: values.email } : null;
    if (!who) throw new Error(`${command} needs --email or --id`);
    const app = await createApp(config, { database, logger: log });
    try {
      if (command === 'export') {
        const [rider] = await database.db
          .select({ id: user.id, language: user.language })
          .from(user)
          .where(who.id ? eq(user.id, who.id) : sql`lower(${user.email}) = lower(${who.email})`);
        if (!rider) throw new Error('no account with that email or id');
        const out = values.out ?? `domestique-data-${rider.id}.zip`;
        const language = isLanguage(rider.language) ? rider.language : 'en';
        const done = await exportForOperator(app.modules.dataExports.exports, rider.id, language, out);
        // the rider's e-mail with the link is a queued job: sent here when this process has workers
        await Promise.race([app.jobs.idle(), new Promise((r) => setTimeout(r, 30_000))]);
        console.log(`export ${done.id} of account ${rider.id}: ${done.bytes} bytes written to ${out}`);
        return;
      }
      const { deletions } = app.modules.deletion;
      const id = await deletions.scheduleByOperator(who);
      await deletions.erase(id);
      // the final email is a queued job: sent here when this process has workers, else by the server's
      await Promise.race([app.jobs.idle(), new Promise((r) => setTimeout(r, 30_000))]);
      console.log(`deleted account ${id}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
