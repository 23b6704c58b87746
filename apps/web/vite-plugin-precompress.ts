import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes .br and .gz beside every compressible file of the build, so the server can send them as they are
 * (@fastify/static `preCompressed: true`) instead of compressing on every request — on a phone's network the
 * initial JavaScript is about 3× smaller this way.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'domestique:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
