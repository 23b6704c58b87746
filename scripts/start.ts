/**
 * `npm start`: builds what changed since the last start (the web app, the server bundle; build-cache.ts) and runs
 * the server in this same process. The server bundle comes first; the web build, when one is needed, runs while the
 * server opens its database (serve.ts `webReady`). Node's compile cache is on before the bundle loads, so it and the
 * modules it leaves out load from code compiled by an earlier start (in the system's temp folder, checked against
 * Node's version and each file's content).
 */
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.ts';
import { buildWebIfChanged } from './web-build.ts';

const webReady = buildWebIfChanged().then((built) => {
  if (!built) console.log('web app unchanged since its last build: starting without rebuilding');
});
webReady.catch(() => {}); // a failed build is the server's to report (it awaits this), not an unhandled rejection
const server = await ensureServerBundle();
enableCompileCache();
const { startServer } = (await import(
  pathToFileURL(server).href
)) as typeof import('../apps/server/src/start-server.ts');
startServer({ webReady });
