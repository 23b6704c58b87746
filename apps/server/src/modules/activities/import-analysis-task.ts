// Runs inside the formats decode worker (`processRideInWorker`): analyses the decoded ride there, so the server's
// event loop only writes the file and the rows. Plain .ts run by Node's type stripping.
import type { Ride, RideTaskOutput } from '@domestique/formats';
import { analyzeForImport, type RideImportAnalysis, type RiderScoring } from './activity-rows.ts';

export default function importAnalysisTask(
  ride: Ride,
  rider: RiderScoring,
): RideTaskOutput<RideImportAnalysis> {
  const analysis = analyzeForImport(ride, rider);
  // each stream in its own buffer, moved to the main thread (zlib may hand out views of a shared pool)
  const streams = analysis.streams.map((s) => ({ ...s, data: new Uint8Array(s.data) }));
  const transfer: ArrayBuffer[] = streams.map((s) => s.data.buffer as ArrayBuffer);
  if (analysis.powerCurve) transfer.push(analysis.powerCurve.buffer as ArrayBuffer);
  if (analysis.powerHistogram) transfer.push(analysis.powerHistogram.buffer as ArrayBuffer);
  return { result: { ...analysis, streams }, transfer };
}
