/**
 * The three field tests `@domestique/science` reads (`FTP_TEST_PROTOCOLS`): ramp (0.75 × best minute), 20 minutes
 * (0.95 × the effort) and 2 × 8 minutes (0.90 × their mean). Factors and effort lengths come from science, so the
 * texts and the FTP computed from the ride cannot disagree.
 */

import { rampTest } from './ftp-test-ramp.ts';
import { eightMinuteTest, twentyMinuteTest } from './ftp-test-sustained.ts';

export { RAMP_TEST_STEPS } from './ftp-test-ramp.ts';

export const FTP_TEST_WORKOUTS = [rampTest(), eightMinuteTest(), twentyMinuteTest()];
