/**
 * An open-loop load generator: request i is sent at `start + i / rate` whether or not earlier ones have answered
 * (as Garmin's and Strava's servers do — they don't wait for our last answer before sending the next notification),
 * and its latency is counted from that scheduled time, so a stall that delays sending counts against the server
 * (no coordinated omission, as in wrk2). autocannon's `overallRate` is not this: each connection sends its share of
 * a second back to back and then waits, so "50/s" there means bursts of 10 concurrent requests.
 */
export interface OpenLoopResult {
  /** Latencies in ms, sorted. */
  latencies: number[];
  errors: number;
  p: (percent: number) => number;
}

export async function openLoop(opts: {
  rate: number;
  seconds: number;
  /** Sends request `i`; resolves when its answer has been read; throws (or rejects) on a wrong answer. */
  send: (i: number) => Promise<void>;
}): Promise<OpenLoopResult> {
  const total = Math.round(opts.rate * opts.seconds);
  const results: Promise<number | null>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    results.push(
      opts.send(i).then(
        () => performance.now() - due,
        () => null,
      ),
    );
  }
  const settled = await Promise.all(results);
  const latencies = settled.filter((l): l is number => l !== null);
  return result(latencies, settled.length - latencies.length);
}

function result(unsorted: number[], errors: number): OpenLoopResult {
  const latencies = [...unsorted].sort((a, b) => a - b);
  const p = (percent: number) =>
    latencies[
      Math.min(latencies.length - 1, Math.max(0, Math.ceil((percent / 100) * latencies.length) - 1))
    ] ?? Number.NaN;
  return { latencies, errors, p };
}

/** Several runs' latencies as one. */
export function mergeResults(runs: OpenLoopResult[]): OpenLoopResult {
  return result(
    runs.flatMap((r) => r.latencies),
    runs.reduce((sum, r) => sum + r.errors, 0),
  );
}
