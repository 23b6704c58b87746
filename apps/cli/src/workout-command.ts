import { parseArgs } from 'node:util';
import { CliError, type CliOutput } from './cli-error.ts';
import { convertWorkout } from './workout-convert.ts';

export const WORKOUT_USAGE = `Usage: domestique workout convert <library-id | file.zwo | file.erg | file.mrc | file.fit | file.txt>
                                 --to fit|zwo|erg|mrc|txt [--ftp W] [-o FILE]

  convert   writes a workout in another format: to stdout, or to FILE with -o (.fit needs -o)
  --ftp W   your FTP in watts: .erg and watt-based .fit need it; it also reads .erg files without an FTP line`;

/** --ftp for workout commands: a bad value is a bad argument (exit 2), like an unknown id or format. */
function ftpOption(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 50 || value > 2000) {
    throw new CliError('--ftp must be a number of watts between 50 and 2000', 2);
  }
  return value;
}

/** `domestique workout <subcommand> …`: argv starts after "workout". */
export function runWorkout(argv: string[]): CliOutput {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        ftp: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 1);
  }
  const { values, positionals } = parsed;
  if (values.help) return { stdout: WORKOUT_USAGE, warnings: [] };
  const [command, input, ...rest] = positionals;
  if (command === 'convert' && input && rest.length === 0) {
    return convertWorkout({
      input,
      to: values.to as string | undefined,
      ftpW: ftpOption(values.ftp as string | undefined),
      output: values.output as string | undefined,
    });
  }
  throw new CliError(`usage\n${WORKOUT_USAGE}`, 1);
}
