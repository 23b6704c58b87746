/** The FTP-test protocols the library holds and `@domestique/science` reads (`FTP_TEST_PROTOCOLS`). */
export type FtpTestProtocolId = 'ramp' | '20min' | '8min';

/**
 * Why a ride is taken for an FTP test, strongest first: the plan scheduled that test on the ride's day (`planned`,
 * for the plan's calendar to provide), the file says it was ridden as our test workout (`workout_name`), or the
 * power trace has the protocol's shape (`power_shape`).
 */
export const FTP_TEST_EVIDENCE = ['planned', 'workout_name', 'power_shape'] as const;
export type FtpTestEvidence = (typeof FTP_TEST_EVIDENCE)[number];

export interface RecognizedFtpTest {
  readonly protocol: FtpTestProtocolId;
  readonly evidence: FtpTestEvidence;
  /** The library workout, when the evidence names one (its name in the file, or the plan's scheduled workout). */
  readonly workoutId: string | null;
}
