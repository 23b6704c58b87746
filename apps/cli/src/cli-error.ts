/** Exit codes: 0 ok, 1 usage error, 2 the input could not be read, converted or found. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** What one run prints: stdout and one stderr line per warning. */
export interface CliOutput {
  stdout: string;
  warnings: string[];
  /** stdout is a file's content, printed as is (no newline added); '' prints nothing. */
  exact?: boolean;
}
