import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weave } from '../../../../scripts/test-sequencer.ts';

/** The order `npm test` starts its files in (scripts/test-sequencer.ts): two lists woven at the same pace. */
describe('weave', () => {
  const item = fc.record({ id: fc.uuid(), cost: fc.integer({ min: 1, max: 1000 }) });
  const cost = (x: { cost: number }) => x.cost;

  it('keeps every item once and each list in its own order', () => {
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (a, b) => {
        const out = weave(a, b, cost);
        expect(out).toHaveLength(a.length + b.length);
        expect(out.filter((x) => a.includes(x))).toEqual(a);
        expect(out.filter((x) => b.includes(x))).toEqual(b);
      }),
    );
  });

  it('uses both lists up at the same pace: at any point the shares taken differ by at most one item', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), fc.array(item, { minLength: 1 }), (a, b) => {
        const total = (list: typeof a) => list.reduce((s, x) => s + x.cost, 0);
        const [ta, tb] = [total(a), total(b)];
        const maxA = Math.max(...a.map(cost)) / ta;
        const maxB = Math.max(...b.map(cost)) / tb;
        let [da, db] = [0, 0];
        for (const x of weave(a, b, cost)) {
          if (a.includes(x)) da += x.cost;
          else db += x.cost;
          expect(Math.abs(da / ta - db / tb)).toBeLessThanOrEqual(Math.max(maxA, maxB) + 1e-9);
        }
      }),
    );
  });

  it('starts with the costliest of the waiting list (the long browser file does not end the run)', () => {
    const a = [
      { id: 'plan-journey', cost: 300 },
      { id: 'home', cost: 20 },
    ];
    const b = [
      { id: 'server', cost: 50 },
      { id: 'unit', cost: 1 },
    ];
    expect(weave(a, b, cost).map((x) => x.id)).toEqual(['plan-journey', 'server', 'home', 'unit']);
  });
});
