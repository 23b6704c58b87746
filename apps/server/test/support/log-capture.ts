import { Writable } from 'node:stream';

/** A pino destination that keeps every line, for tests that read what the app logged. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    // biome-ignore lint/suspicious/noExplicitAny: log lines are arbitrary JSON
    entries: (): any[] => lines.map((l) => JSON.parse(l)),
  };
}
