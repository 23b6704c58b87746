export * from './activities.ts';
export * from './errors.ts';
export * from './ftp-test.ts';
export * from './health.ts';
export * from './languages.ts';
export * from './newsletter.ts';
export * from './profile.ts';
export * from './progress.ts';
