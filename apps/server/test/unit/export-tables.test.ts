import { describe, expect, it } from 'vitest';
import { README_FILES } from '../../src/modules/exports/export-readme.ts';
import { riderTables, USER_TABLES } from '../../src/modules/exports/index.ts';

/**
 * The data export walks the schema: every table that holds a rider's rows must be exported or its absence
 * explained, so a table added tomorrow fails here until someone decides (docs/ARCHITECTURE.md, "A rider's data is
 * the schema").
 */
describe('the data export covers every table a rider owns', () => {
  it('finds the rider tables in the schema, the user table included', () => {
    const names = riderTables().map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['user', 'activities', 'plans', 'check_ins', 'data_exports']),
    );
  });

  it('has a decision for each of them, and none for a table that no longer exists', () => {
    const names = riderTables()
      .map((t) => t.name)
      .sort();
    expect(Object.keys(USER_TABLES).sort()).toEqual(names);
  });

  it('describes every file it writes in the README', () => {
    for (const plan of Object.values(USER_TABLES))
      if (plan.kind !== 'skip') expect(README_FILES).toContain(plan.file);
  });
});
