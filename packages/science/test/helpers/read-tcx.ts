import { readFileSync } from 'node:fs';
import type { RawSamples } from '../../src/index.ts';

/**
 * Test-only TCX reader (the real one lives in @domestique/formats): trackpoint time, watts, HR, distance.
 * A regular expression is enough for the well-formed Garmin export used here.
 */
export function readTcx(path: string): RawSamples {
  const xml = readFileSync(path, 'utf8');
  const points = xml.match(/<Trackpoint>[\s\S]*?<\/Trackpoint>/g) ?? [];
  const col = () => new Float64Array(points.length).fill(Number.NaN);
  const samples = { time: col(), power: col(), heartRate: col(), distance: col() };
  const field = (point: string, re: RegExp) => {
    const m = re.exec(point);
    return m ? Number(m[1]) : Number.NaN;
  };
  points.forEach((p, i) => {
    const time = /<Time>([^<]+)<\/Time>/.exec(p)?.[1];
    samples.time[i] = time ? Date.parse(time) / 1000 : Number.NaN;
    samples.power[i] = field(p, /<(?:ns3:)?Watts>([^<]+)</);
    samples.heartRate[i] = field(p, /<HeartRateBpm>\s*<Value>([^<]+)</);
    samples.distance[i] = field(p, /<DistanceMeters>([^<]+)</);
  });
  return samples;
}
