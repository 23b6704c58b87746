// Worker entry for decodeRideInWorker: decodes one file per message and posts back the Ride (structured clone keeps
// Dates and Float64Arrays) or the RideFileError's code. The worker stays alive for the next file: loading the FIT
// SDK costs more than decoding a ride. Plain .ts run by Node's type stripping, so imports carry .ts.
import { parentPort } from 'node:worker_threads';
import { decodeRide } from '../decode-ride.ts';
import { RideFileError } from '../errors.ts';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  filename: string | undefined;
}

parentPort?.on('message', (request: WorkerRequest) => {
  try {
    parentPort?.postMessage({ id: request.id, ok: true, ride: decodeRide(request.bytes, request.filename) });
  } catch (error) {
    const e = error instanceof RideFileError ? error : new RideFileError('corrupt', String(error));
    parentPort?.postMessage({ id: request.id, ok: false, code: e.code, detail: e.detail });
  }
});
