import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodeRide, isRideFileError, rideWarningMessage } from '@domestique/formats';
import { reportRide } from './analyze.ts';
import { CliError, type CliOutput } from './cli-error.ts';
import { formatTable } from './format-table.ts';
import { PlanArgumentError, runPlan } from './plan.ts';
import { runWorkout, WORKOUT_USAGE } from './workout-command.ts';

const USAGE = `Usage: domestique analyze <file> [--ftp W] [--weight KG] [--json]
       domestique plan --help

  Reads a ride file (.fit, .tcx, .gpx, or a .gz of one) and prints its metrics.
  --ftp W       your FTP in watts (for IF and TSS)
  --weight KG   your weight in kg (for W/kg)
  --json        one JSON object instead of the table

${WORKOUT_USAGE}`;

function positiveNumber(name: string, raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new CliError(`--${name} must be a positive number`, 1);
  return value;
}

/**
 * Runs the CLI; returns what to print. Throws CliError for anything the user should read. A file that was read
 * with warnings (salvaged, not a ride…) still succeeds: each warning is a `warning: <code>: <message>` line on
 * stderr, so `--json` stdout stays exactly the documented object.
 */
export function run(argv: string[]): CliOutput {
  if (argv[0] === 'workout') return runWorkout(argv.slice(1));
  if (argv[0] === 'plan') return planOutput(argv.slice(1));
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
  if (values.help) return { stdout: USAGE, warnings: [] };
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
    const ride = decodeRide(bytes, file);
    const report = reportRide(file, ride, settings);
    return {
      stdout: values.json ? JSON.stringify(report, null, 2) : formatTable(report, settings),
      warnings: ride.warnings.map((w) => `${w.code}: ${rideWarningMessage(w, 'en')}`),
    };
  } catch (error) {
    if (isRideFileError(error)) throw new CliError(`${error.code}: ${error.message}`, 2);
    throw new CliError(`could not analyse ${file}: ${error instanceof Error ? error.message : error}`, 2);
  }
}

function planOutput(argv: string[]): CliOutput {
  try {
    return { stdout: runPlan(argv), warnings: [] };
  } catch (error) {
    if (error instanceof PlanArgumentError) throw new CliError(error.message, error.exitCode);
    throw error;
  }
}

/** Entry point: `warning: …` lines on stderr, or one `error: …` line and a non-zero exit code; never a stack trace. */
export function main(argv: string[]): number {
  try {
    const output = run(argv);
    for (const warning of output.warnings) process.stderr.write(`warning: ${warning}\n`);
    process.stdout.write(output.exact ? output.stdout : `${output.stdout}\n`);
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
