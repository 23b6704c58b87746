import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findViolations,
  importSpecifiers,
  readSourceTree,
  type SourceFile,
} from '../../../../scripts/check-boundaries.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repoRoot, 'scripts/check-boundaries.ts');
const file = (filePath: string, source: string): SourceFile => ({ path: filePath, source });
const rules = (files: SourceFile[]) => findViolations(files).map((v) => `${v.rule} ${v.file} -> ${v.target}`);

describe('the import boundaries (npm run lint)', () => {
  it('hold on the real tree, with no exception', () => {
    expect(rules(readSourceTree(repoRoot))).toEqual([]);
  });

  it('fail the real tree as soon as one violating file is added', () => {
    const tree = readSourceTree(repoRoot);
    const intruder = file('apps/server/src/modules/plans/intruder.ts', "import '../ftp/ftp-repository.ts';");
    expect(rules([...tree, intruder])).toEqual([
      'server-module-door apps/server/src/modules/plans/intruder.ts -> apps/server/src/modules/ftp/ftp-repository.ts',
    ]);
  });

  it('reads every form an import takes', () => {
    const source = [
      "import type { A } from './a.ts';",
      'import {\n  B,\n  type C,\n} from "./b.ts";',
      "export { D } from './d.ts';",
      "export * from './e.ts';",
      "import './f.ts';",
      "type G = typeof import('./g.ts');",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual([
      './a.ts',
      './b.ts',
      './d.ts',
      './e.ts',
      './f.ts',
      './g.ts',
    ]);
  });

  it('server: another module only through its index.ts; inside a module, anything', () => {
    expect(
      rules([
        file(
          'apps/server/src/modules/plans/a.ts',
          "import type { FtpRepository } from '../ftp/ftp-repository.ts';",
        ),
        file(
          'apps/server/src/modules/integrations/garmin/b.ts',
          "import { x } from '../../activities/ride-ingest.ts';",
        ),
        file(
          'apps/server/src/compose-server.ts',
          "import { y } from './modules/profile/profile-service.ts';",
        ),
        file('apps/server/src/jobs/c.ts', "import { z } from '../modules/plans/plan-jobs.ts';"),
      ]),
    ).toEqual([
      'server-module-door apps/server/src/modules/plans/a.ts -> apps/server/src/modules/ftp/ftp-repository.ts',
      'server-module-door apps/server/src/modules/integrations/garmin/b.ts -> apps/server/src/modules/activities/ride-ingest.ts',
      'server-module-door apps/server/src/compose-server.ts -> apps/server/src/modules/profile/profile-service.ts',
      'server-module-door apps/server/src/jobs/c.ts -> apps/server/src/modules/plans/plan-jobs.ts',
    ]);
    expect(
      rules([
        file('apps/server/src/modules/plans/a.ts', "import type { FtpRepository } from '../ftp/index.ts';"),
        file('apps/server/src/modules/plans/d.ts', "import { type FtpRepository } from '../ftp/index.ts';"),
        file(
          'apps/server/src/composition/e.ts',
          "import { createFtpRepository } from '../modules/ftp/index.ts';",
        ),
        file(
          'apps/server/src/modules/integrations/garmin/b.ts',
          "import { x } from '../strava/strava-client.ts';",
        ),
        file('apps/server/src/modules/plans/c.ts', "import { y } from '../../db/client.ts';"),
        file('apps/server/src/compose-server.ts', "import { z } from './modules/profile/index.ts';"),
      ]),
    ).toEqual([]);
  });

  it('server: a module takes another module’s types only; values come as ports from the composition root', () => {
    expect(
      rules([
        file('apps/server/src/modules/plans/a.ts', "import { createFtpRepository } from '../ftp/index.ts';"),
        file(
          'apps/server/src/modules/plans/b.ts',
          "import { type FtpRepository, ftpRescoreJob } from '../activities/index.ts';",
        ),
        file('apps/server/src/modules/plans/c.ts', "export { ftpJobs } from '../ftp/index.ts';"),
        file('apps/server/src/modules/plans/d.ts', "import '../ftp/index.ts';"),
      ]),
    ).toEqual([
      'server-module-ports apps/server/src/modules/plans/a.ts -> apps/server/src/modules/ftp/index.ts',
      'server-module-ports apps/server/src/modules/plans/b.ts -> apps/server/src/modules/activities/index.ts',
      'server-module-ports apps/server/src/modules/plans/c.ts -> apps/server/src/modules/ftp/index.ts',
      'server-module-ports apps/server/src/modules/plans/d.ts -> apps/server/src/modules/ftp/index.ts',
    ]);
  });

  it('web: a feature imports no file of another feature; pages and shared pieces are free', () => {
    expect(
      rules([
        file(
          'apps/web/src/features/plans/components/a.tsx',
          "import { F } from '../../progress/components/f.tsx';",
        ),
        file('apps/web/src/features/dashboard/b.ts', "import { G } from '../plans/api/plans-api.ts';"),
      ]),
    ).toEqual([
      'web-feature-isolation apps/web/src/features/plans/components/a.tsx -> apps/web/src/features/progress/components/f.tsx',
      'web-feature-isolation apps/web/src/features/dashboard/b.ts -> apps/web/src/features/plans/api/plans-api.ts',
    ]);
    expect(
      rules([
        file('apps/web/src/routes/dashboard.tsx', "import { P } from '../features/plans/components/p.tsx';"),
        file(
          'apps/web/src/features/plans/a.tsx',
          "import { C } from '../../components/charts/fitness-scale.ts';",
        ),
        file('apps/web/src/features/plans/b.tsx', "import { D } from './components/d.tsx';"),
      ]),
    ).toEqual([]);
  });

  it('packages: nothing under packages/ imports an app', () => {
    expect(
      rules([
        file('packages/coach/src/a.ts', "import type { Db } from '../../../apps/server/src/db/client.ts';"),
        file('packages/formats/test/b.ts', "import { x } from '@domestique/server';"),
      ]),
    ).toEqual([
      'package-not-app packages/coach/src/a.ts -> apps/server/src/db/client.ts',
      'package-not-app packages/formats/test/b.ts -> @domestique/server',
    ]);
    expect(
      rules([file('packages/coach/src/a.ts', "import { fitness } from '@domestique/science';")]),
    ).toEqual([]);
  });

  it('web: a query key is an array literal only in a key factory (keys.ts, *-keys.ts)', () => {
    expect(
      rules([
        file(
          'apps/web/src/features/plans/api/get-plan.ts',
          "export const q = queryOptions({\n  queryKey: ['plans', 'active'],\n});",
        ),
        file(
          'apps/web/src/features/ftp/api/a.ts',
          "void queryClient.invalidateQueries({ queryKey: ['dashboard-summary'] });",
        ),
        file(
          'apps/web/src/features/workouts/api/b.ts',
          'removeQueries({ queryKey: [...workoutKeys.details(), id] });',
        ),
        file('apps/web/src/lib/profile/c.ts', "queryClient.setQueryData(['profile'], profile);"),
        file('apps/web/src/features/profile/d.ts', "queryClient.getQueryData<Profile | null>(['profile']);"),
        file('apps/web/src/routes/e.tsx', "queryClient.invalidateQueries({ queryKey : [ 'connections' ] });"),
      ]),
    ).toEqual([
      'web-query-key-literal apps/web/src/features/plans/api/get-plan.ts -> line 2',
      'web-query-key-literal apps/web/src/features/ftp/api/a.ts -> line 1',
      'web-query-key-literal apps/web/src/features/workouts/api/b.ts -> line 1',
      'web-query-key-literal apps/web/src/lib/profile/c.ts -> line 1',
      'web-query-key-literal apps/web/src/features/profile/d.ts -> line 1',
      'web-query-key-literal apps/web/src/routes/e.tsx -> line 1',
    ]);
    expect(
      rules([
        file(
          'apps/web/src/features/plans/api/keys.ts',
          "export const planKeys = { all: ['plans'] as const };",
        ),
        file('apps/web/src/lib/query-keys.ts', "export const k = { all: ['progress'] as const };"),
        file('apps/web/src/lib/profile/profile-keys.ts', "export const p = { all: ['profile'] as const };"),
        file(
          'apps/web/src/features/plans/api/get-plan.ts',
          'queryOptions({ queryKey: planKeys.active(language) });',
        ),
        file('apps/web/src/lib/profile/c.ts', 'queryClient.setQueryData(profileKeys.all, profile);'),
        // not web source: the server's arrays are no query keys
        file('apps/server/src/modules/plans/a.ts', "const queryKey: string[] = ['a'];"),
      ]),
    ).toEqual([]);
  });

  it('the command fails with the violations named, on a copy of a tree that breaks each rule', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    try {
      const write = (relative: string, source: string) => {
        mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
        writeFileSync(path.join(root, relative), source);
      };
      write('apps/server/src/modules/plans/a.ts', "import '../ftp/ftp-rules.ts';");
      write('apps/web/src/features/plans/b.tsx', "import '../progress/c.tsx';");
      write('packages/coach/src/d.ts', "import '../../../apps/web/src/e.ts';");
      write('apps/server/src/modules/workouts/f.ts', "import { g } from '../ftp/index.ts';");
      write('apps/web/src/features/plans/api/h.ts', "useQuery({ queryKey: ['plans'] });");
      const broken = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      expect(broken.status).toBe(1);
      for (const rule of [
        'server-module-door',
        'server-module-ports',
        'web-feature-isolation',
        'package-not-app',
        'web-query-key-literal',
      ])
        expect(broken.stderr).toContain(rule);
      expect(broken.stderr).toContain('apps/web/src/features/plans/api/h.ts:1: web-query-key-literal');

      write('apps/server/src/modules/plans/a.ts', "import type { A } from '../ftp/index.ts';");
      write('apps/server/src/modules/workouts/f.ts', "import type { G } from '../ftp/index.ts';");
      write('apps/web/src/features/plans/b.tsx', "import '../../components/c.tsx';");
      write('packages/coach/src/d.ts', "import '@domestique/science';");
      write('apps/web/src/features/plans/api/h.ts', 'useQuery({ queryKey: planKeys.all });');
      write(
        'apps/web/src/features/plans/api/keys.ts',
        "export const planKeys = { all: ['plans'] as const };",
      );
      const clean = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      expect(clean.stderr).toBe('');
      expect(clean.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('an import cycle fails Biome with the repository’s configuration (noImportCycles)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      // the repository's rules, without its git settings (the copy is no repository)
      const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
      delete config.vcs;
      delete config.$schema;
      writeFileSync(path.join(root, 'biome.json'), JSON.stringify(config));
      writeFileSync(path.join(root, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(path.join(root, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const biome = path.join(repoRoot, 'node_modules/.bin/biome');
      const cycle = spawnSync(biome, ['lint', '.'], { cwd: root, encoding: 'utf8' });
      expect(cycle.status).toBe(1);
      expect(cycle.stdout + cycle.stderr).toContain('noImportCycles');

      writeFileSync(path.join(root, 'b.ts'), 'export const b = () => 1;\n');
      expect(spawnSync(biome, ['lint', '.'], { cwd: root, encoding: 'utf8' }).status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
