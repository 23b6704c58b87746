/** The FTP module's one door: FTP history and suggestions (the rules themselves are the coach's), and FTP tests. */

export { createFtpEntryService, type FtpEntryService } from './ftp-entry-service.ts';
export {
  createFtpRepository,
  type FtpHistoryRow,
  type FtpRepository,
  type ProfileFtpFacts,
} from './ftp-repository.ts';
export { registerFtpRoutes } from './ftp-routes.ts';
export { createFtpService, type FtpService } from './ftp-service.ts';
export { createFtpTestService, type FtpTestService } from './ftp-test-service.ts';
