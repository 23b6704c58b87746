import type { FtpTestEvidence, FtpTestProtocolId } from '@domestique/coach';
import type { ActivityDetail } from '@domestique/contract';

/** The FTP-test recognition stored on a ride's row, as the activity detail says it. */
export function recognizedTest(row: {
  ftpTestProtocol: string | null;
  ftpTestEvidence: string | null;
}): ActivityDetail['recognizedFtpTest'] {
  if (!row.ftpTestProtocol || !row.ftpTestEvidence) return null;
  return {
    protocol: row.ftpTestProtocol as FtpTestProtocolId,
    evidence: row.ftpTestEvidence as FtpTestEvidence,
  };
}
