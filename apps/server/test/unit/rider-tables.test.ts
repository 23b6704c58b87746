import { describe, expect, it } from 'vitest';
import { childrenFirst } from '../../src/modules/account-deletion/rider-tables.ts';

/** The deletion empties a rider's tables children first, so a foreign key that does not cascade never trips it. */
describe('childrenFirst', () => {
  const col = (table: string) => ({ table, column: 'user_id' });
  it('puts every table before the tables it references, whatever order they came in', () => {
    const edges = [
      { child: 'activity_streams', parent: 'activities' },
      { child: 'ride_feedback', parent: 'activities' },
      { child: 'planned_sessions', parent: 'plans' },
      { child: 'planned_sessions', parent: 'activities' },
      { child: 'plan_changes', parent: 'plans' },
      // a table that is not the rider's (no user_id) does not change the order of the others
      { child: 'elsewhere', parent: 'plans' },
    ];
    const order = childrenFirst(
      ['activities', 'plans', 'activity_streams', 'plan_changes', 'planned_sessions', 'ride_feedback'].map(
        col,
      ),
      edges,
    ).map((c) => c.table);
    for (const { child, parent } of edges.filter((e) => e.child !== 'elsewhere'))
      expect(order.indexOf(child), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent));
    expect(order).toHaveLength(6);
  });

  it('keeps every column of a table, and survives a cycle', () => {
    const order = childrenFirst(
      [col('a'), { table: 'a', column: 'owner_user_id' }, col('b')],
      [
        { child: 'a', parent: 'b' },
        { child: 'b', parent: 'a' },
      ],
    );
    expect(order).toHaveLength(3);
    expect(order.filter((c) => c.table === 'a')).toHaveLength(2);
  });
});
