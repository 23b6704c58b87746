import { enableCompileCache } from 'node:module';

/**
 * The server's entry from its sources (`npm run dev`, the process tests; `npm start` runs start-server.ts bundled,
 * scripts/start.ts). Node's compile cache first, so the app's modules and its dependencies' load from
 * code compiled by an earlier start (in the system's temp folder, checked against Node's version and each file's
 * content): importing the app took ~1 s less CPU with it on this machine (3.4–3.8 s → 2.3–2.8 s, a loaded 2-core
 * run). Then the server itself.
 */
enableCompileCache();
const { startServer } = await import('./start-server.ts');
startServer();
