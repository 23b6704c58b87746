import { parseArgs } from 'node:util';
import { COACH_LANGUAGES, type CoachLanguage } from '@domestique/coach';
import { CliError, type CliOutput } from './cli-error.ts';
import { convertWorkout } from './workout-convert.ts';
import { DEFAULT_FTP_W, listWorkouts, showWorkout } from './workout-library.ts';
import { formatWorkoutList, formatWorkoutReport } from './workout-table.ts';

export const WORKOUT_USAGE = `Usage: domestique workout list [--family F] [--json] [--lang en|pt|es]
       domestique workout show <id> [--ftp W] [--json] [--lang en|pt|es]
       domestique workout convert <library-id | file.zwo | file.erg | file.mrc | file.fit | file.txt>
                                  --to fit|zwo|erg|mrc|txt [--ftp W] [-o FILE] [--lang en|pt|es]

  list      the workout library: id, family, level, duration, TSS, IF (from the % FTP targets, any FTP)
  show      one workout: numbers, time in zones and every step, in watts for --ftp (default ${DEFAULT_FTP_W} W)
  convert   writes a workout in another format: to stdout, or to FILE with -o (.fit needs -o)
  --ftp W   your FTP in watts: .erg and watt-based .fit need it; it also reads .erg files without an FTP line
  --lang L  language of the library's names, descriptions and cues, and of the notices convert adds (default en)`;

/** --ftp for workout commands: a bad value is a bad argument (exit 2), like an unknown id or format. */
function ftpOption(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 50 || value > 2000) {
    throw new CliError('--ftp must be a number of watts between 50 and 2000', 2);
  }
  return value;
}

function langOption(raw: string | undefined): CoachLanguage {
  if (raw === undefined) return 'en';
  if (!(COACH_LANGUAGES as readonly string[]).includes(raw)) {
    throw new CliError(`unknown language ${raw}: use --lang ${COACH_LANGUAGES.join('|')}`, 2);
  }
  return raw as CoachLanguage;
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
        family: { type: 'string' },
        lang: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 1);
  }
  const { values, positionals } = parsed;
  if (values.help) return { stdout: WORKOUT_USAGE, warnings: [] };
  const [command, input, ...rest] = positionals;
  const lang = langOption(values.lang as string | undefined);
  const ftpW = ftpOption(values.ftp as string | undefined);
  const json = values.json === true;
  if (command === 'list' && !input) {
    const entries = listWorkouts(values.family as string | undefined, lang);
    return { stdout: json ? JSON.stringify(entries, null, 2) : formatWorkoutList(entries), warnings: [] };
  }
  if (command === 'show' && input && rest.length === 0) {
    const report = showWorkout(input, ftpW ?? DEFAULT_FTP_W, lang);
    return { stdout: json ? JSON.stringify(report, null, 2) : formatWorkoutReport(report), warnings: [] };
  }
  if (command === 'convert' && input && rest.length === 0) {
    return convertWorkout({
      input,
      to: values.to as string | undefined,
      ftpW,
      output: values.output as string | undefined,
      lang,
    });
  }
  throw new CliError(`usage\n${WORKOUT_USAGE}`, 1);
}
