import { describe, expect, it } from 'vitest';
import { decodeRide, RideFileError } from '../src/index.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Runs a hostile document; returns the error code (or 'decoded') and the wall time. */
function attempt(text: string, filename = 'attack.gpx'): { outcome: string; ms: number } {
  const bytes = utf8(text);
  const start = performance.now();
  let outcome = 'decoded';
  try {
    decodeRide(bytes, filename);
  } catch (error) {
    if (!(error instanceof RideFileError)) throw error;
    outcome = error.code;
  }
  return { outcome, ms: performance.now() - start };
}

const laughs = (root: string) => {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE ${root} [${entities.join('')}]><${root}>&lol9;</${root}>`;
};

// security.md §4: each must be rejected or finish within 1 s.
describe('XML attacks on the TCX/GPX reader', () => {
  it('billion laughs (GPX and TCX roots) → xml_forbidden', () => {
    for (const [root, file] of [
      ['gpx', 'a.gpx'],
      ['TrainingCenterDatabase', 'a.tcx'],
    ] as const) {
      const { outcome, ms } = attempt(laughs(root), file);
      expect(outcome).toBe('xml_forbidden');
      expect(ms).toBeLessThan(1000);
    }
  });

  it('quadratic blowup (50 KB entity used 50,000 times) → xml_forbidden', () => {
    const big = 'x'.repeat(50_000);
    const text = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "${big}">]><gpx>${'&a;'.repeat(50_000)}</gpx>`;
    const { outcome, ms } = attempt(text);
    expect(outcome).toBe('xml_forbidden');
    expect(ms).toBeLessThan(1000);
  });

  it('external SYSTEM entity (XXE) → xml_forbidden, nothing is read', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><trk><name>&xxe;</name></trk></gpx>`;
    const { outcome, ms } = attempt(text);
    expect(outcome).toBe('xml_forbidden');
    expect(ms).toBeLessThan(1000);
    // An undeclared entity without any DOCTYPE is simply invalid XML.
    expect(attempt('<gpx><trk><name>&xxe;</name></trk></gpx>').outcome).toBe('xml_invalid');
  });

  it('numeric character reference flood (10 MB of &#65;) → xml_forbidden fast; a smaller one parses < 1 s', () => {
    const flood = attempt(`<gpx><trk><name>${'&#65;'.repeat(2_000_000)}</name></trk></gpx>`);
    expect(flood.outcome).toBe('xml_forbidden');
    expect(flood.ms).toBeLessThan(1000);
    const belowCap = attempt(`<gpx><trk><name>${'&#65;'.repeat(99_000)}</name></trk></gpx>`);
    expect(belowCap.outcome).toBe('no_records'); // parsed fine, but a name is not a ride
    expect(belowCap.ms).toBeLessThan(1000);
  });

  it('100,000-deep nesting → too_complex', () => {
    const { outcome, ms } = attempt(`<gpx>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</gpx>`);
    expect(outcome).toBe('too_complex');
    expect(ms).toBeLessThan(1000);
  });

  it('two root elements → xml_invalid', () => {
    const point =
      '<trk><trkseg><trkpt lat="1" lon="2"><time>2024-05-01T10:00:00Z</time></trkpt></trkseg></trk>';
    const { outcome, ms } = attempt(`<gpx>${point}</gpx><gpx>${point}</gpx>`);
    expect(outcome).toBe('xml_invalid');
    expect(ms).toBeLessThan(1000);
  });
});
