#!/usr/bin/env node
// Tiny launcher: the CLI is TypeScript, run natively by Node ≥ 22.18 (type stripping). Under npx the Node in PATH
// is the pinned Node 26 (node_modules/.bin comes first); an older Node gets a clear message instead of a stack trace.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
if (process.features?.typescript) {
  const { main } = await import(entry);
  process.exitCode = main(process.argv.slice(2));
} else {
  // Started by a Node without type stripping: hand over to the `node` found in PATH.
  const child = spawnSync('node', [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (child.error || child.status === null) {
    process.stderr.write(`error: domestique needs Node 26 (found ${process.version}); run it with npx\n`);
    process.exitCode = 2;
  } else process.exitCode = child.status;
}
