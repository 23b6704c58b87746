import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodeRide, isRideFileError } from '@domestique/formats';
import { reportRide } from './analyze.ts';
import { formatTable } from './format-table.ts';

const USAGE = `Usage: domestique analyze <file> [--ftp W] [--weight KG] [--json]

  Reads a ride file (.fit, .tcx, .gpx, or a .gz of one) and prints its metrics.
  --ftp W       your FTP in watts (for IF and TSS)
  --weight KG   your weight in kg (for W/kg)
  --json        one JSON object instead of the table`;

/** Exit codes: 0 ok, 1 usage error, 2 the file could not be read or analysed. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

function positiveNumber(name: string, raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new CliError(`--${name} must be a positive number`, 1);
  return value;
}

/** Runs the CLI; returns what to print on stdout. Throws CliError for anything the user should read. */
export function run(argv: string[]): string {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ftp: { type: 'string' },
        weight: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 1);
  }
  const { values, positionals } = parsed;
  if (values.help) return USAGE;
  const [command, file, ...rest] = positionals;
  if (command !== 'analyze' || !file || rest.length > 0) throw new CliError(`usage\n${USAGE}`, 1);
  const settings = {
    ftpW: positiveNumber('ftp', values.ftp as string | undefined),
    weightKg: positiveNumber('weight', values.weight as string | undefined),
  };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}${code ? ` (${code})` : ''}`, 2);
  }
  try {
    const report = reportRide(file, decodeRide(bytes, file), settings);
    return values.json ? JSON.stringify(report, null, 2) : formatTable(report, settings);
  } catch (error) {
    if (isRideFileError(error)) throw new CliError(`${error.code}: ${error.message}`, 2);
    throw new CliError(`could not analyse ${file}: ${error instanceof Error ? error.message : error}`, 2);
  }
}

/** Entry point: one `error: …` line on stderr and a non-zero exit code, never a stack trace. */
export function main(argv: string[]): number {
  try {
    process.stdout.write(`${run(argv)}\n`);
    return 0;
  } catch (error) {
    const cliError = error instanceof CliError ? error : new CliError(String(error), 2);
    const [first = '', ...more] = cliError.message.split('\n');
    process.stderr.write(`error: ${first}\n`);
    if (more.length > 0) process.stderr.write(`${more.join('\n')}\n`);
    return cliError.exitCode;
  }
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
