/** Strava-shaped streams of a plausible ride (1 Hz), for the fake Strava; `power: false` = no power meter. */
export function stravaRideStreams(options: {
  durationS: number;
  power?: boolean;
  gps?: boolean;
  seed?: number;
}) {
  const { durationS, power = true, gps = true, seed = 1 } = options;
  const time = Array.from({ length: durationS + 1 }, (_, i) => i);
  const watts = time.map((t) => Math.round(190 + 40 * Math.sin((t + seed * 17) / 90)));
  const streams: Record<string, unknown[]> = {
    time,
    heartrate: time.map((t) => Math.round(115 + 25 * (1 - Math.exp(-t / 300)))),
    cadence: time.map(() => 88),
    distance: time.map((t) => Math.round(t * 8.2 * 10) / 10),
    altitude: time.map((t) => 100 + 20 * Math.sin(t / 400)),
    velocity_smooth: time.map(() => 8.2),
  };
  if (power) streams.watts = watts;
  if (gps) streams.latlng = time.map((t) => [38.7 + t * 7e-5, -9.14 + t * 2e-5]);
  return streams;
}
