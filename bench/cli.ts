/** `domestique analyze` on a generated 4-hour 1 Hz ride: whole process (start-up included) and the analysis alone. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeRide, encodeSyntheticRideFit } from '@domestique/formats';
import { reportRide } from '../apps/cli/src/analyze.ts';
import { medianMs } from './bench-db.ts';
import type { Row } from './table.ts';

const bin = fileURLToPath(new URL('../apps/cli/bin/domestique.js', import.meta.url));

export async function benchCli(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'domestique-bench-cli-'));
  try {
    const file = path.join(dir, 'ride-4h.fit');
    const bytes = encodeSyntheticRideFit({ durationS: 4 * 3600, seed: 9 });
    writeFileSync(file, bytes);
    const processMs = await medianMs(
      () => {
        const r = spawnSync(process.execPath, [bin, 'analyze', file, '--ftp', '250', '--json']);
        if (r.status !== 0) throw new Error(String(r.stderr));
      },
      7,
      1,
    );
    const analysisMs = await medianMs(() => reportRide(file, decodeRide(bytes, file), { ftpW: 250 }), 21, 3);
    return [
      {
        suite: 'cli',
        case: 'domestique analyze --json, 4 h 1 Hz FIT (whole process)',
        value: `${processMs.toFixed(0)} ms`,
        detail: 'node start-up + module load + decode + analyzeRide + JSON',
        goal: '≤ 1,000 ms',
        pass: processMs <= 1000,
      },
      {
        suite: 'cli',
        case: 'decode + analyzeRide in process, same ride',
        value: `${analysisMs.toFixed(1)} ms`,
        detail: 'what the command does after start-up',
        goal: '',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
