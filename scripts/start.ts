/**
 * `npm start`: builds what changed since the last start (the web app, the server bundle; build-cache.ts), then runs
 * the server in this same process. Node's compile cache first, so the bundle and the modules it leaves out load from
 * code compiled by an earlier start (in the system's temp folder, checked against Node's version and each file's
 * content).
 */
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.ts';
import { buildWebIfChanged } from './web-build.ts';

const [server, webBuilt] = await Promise.all([ensureServerBundle(), buildWebIfChanged()]);
if (!webBuilt) console.log('web app unchanged since its last build: starting without rebuilding');
enableCompileCache();
await import(pathToFileURL(server).href);
