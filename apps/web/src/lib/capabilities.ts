/**
 * What Domestique does, one entry per capability, and whether a rider can use it today. This is the one list the
 * public pages read: the home page's "How it works" badges, the trial's two lists, the launch page's status, the
 * FAQ's connections and the legal pages' description of the service and of each connection all render from it,
 * with the words in the `capabilities` catalog. `test/capability-wording.test.ts` fails when a catalog string in
 * any language calls an available capability "coming" (or "soon", "em breve", "próximamente"…), so the day a
 * planned capability ships, flipping its status here shows every sentence that still promises it.
 *
 * Each `available` entry was checked against the code when it was written: the server route or job that does it
 * is named beside it.
 */
export const CAPABILITY_STATUSES = ['available', 'planned'] as const;
export type CapabilityStatus = (typeof CAPABILITY_STATUSES)[number];

/** A connection to another service: what it reads from and writes to the rider's account there. */
export const CONNECTION_CAPABILITIES = ['garmin', 'strava', 'intervals'] as const;

export const CAPABILITIES = {
  // PUT /api/profile; the FTP estimate from the answers (coach `ftpFromAnswers`)
  profile: 'available',
  // POST /api/activities (.fit, .tcx, .gpx, also .gz)
  rideImport: 'available',
  // activities module: NP, IF, TSS, zones, W′ balance; HR load without power
  rideAnalysis: 'available',
  // ftp module: suggestions from best efforts, accepted or dismissed
  ftpEstimate: 'available',
  // coach ftp-test workouts; recognised at upload; POST /api/activities/:id/ftp-test
  ftpTests: 'available',
  // POST /api/plans (goal, hours, days, events; an FTP test first when the FTP is unknown)
  plans: 'available',
  // plans jobs: rides, check-ins, days off (illness), missed sessions; GET /api/plans/changes with undo
  adaptation: 'available',
  // PUT /api/check-ins/today, PUT /api/activities/:id/feedback
  checkIns: 'available',
  // GET /api/workouts (library), POST /api/workouts (builder), /api/strength
  workouts: 'available',
  // GET /api/workouts/:id/download?format=fit|zwo|erg|mrc|txt
  workoutFiles: 'available',
  // /api/calendar/feed, /api/calendar/ics/:file
  calendarFeed: 'available',
  // /api/progress/fitness, power-curve, ftp-history, totals
  progress: 'available',
  // integrations module: garmin/ (activity files in, Training API out)
  garmin: 'available',
  // integrations module: strava/ (activity:read_all, streams in)
  strava: 'available',
  // integrations module: intervals/ (FIT files in, WORKOUT events out)
  intervals: 'available',
  // every catalog in en, pt and es
  languages: 'available',
  // POST /api/me/exports (the exports.build job: a ZIP of everything), Settings → Your data
  dataExport: 'available',
  // POST /api/me/deletion (password), emailed confirmation, 7 days locked, then the account.delete job
  accountDeletion: 'available',
  // coach module: GET /api/coach/summaries, the coach.summaries-sweep job; the Summaries page
  summaries: 'available',
  // coach module: the summary build job queues the mail (email.send); Settings → Summary e-mails, unsubscribe link
  summaryEmails: 'available',
  // access-tokens and mcp modules: POST /api/me/tokens, read-only POST /mcp; Settings → Assistants (MCP)
  assistantAccess: 'available',
  // coach module: summary-narration.ts in the summary build job (COACH_LLM_*), the ai_coach consent; Settings
  coachNarrator: 'available',
  // coach module: POST /api/coach/chat (chat-service.ts), proposals (move, skip, swap, days off, week) accepted
  // through the rider's own actions; the Summaries page
  coachChat: 'available',
  // no Wahoo or Polar adapter yet
  wahooPolar: 'planned',
} as const satisfies Record<string, CapabilityStatus>;

export type CapabilityId = keyof typeof CAPABILITIES;
export type ConnectionId = (typeof CONNECTION_CAPABILITIES)[number];

const ALL = Object.keys(CAPABILITIES) as CapabilityId[];

/** The capabilities with this status, in the list's order. `from` exists so tests can pass another list. */
export function capabilitiesWith(
  status: CapabilityStatus,
  from: Record<CapabilityId, CapabilityStatus> = CAPABILITIES,
): CapabilityId[] {
  return ALL.filter((id) => from[id] === status);
}

/** Whether every one of these capabilities can be used today. */
export function allAvailable(
  ids: readonly CapabilityId[],
  from: Record<CapabilityId, CapabilityStatus> = CAPABILITIES,
): boolean {
  return ids.every((id) => from[id] === 'available');
}

/** The connections a rider can make today. */
export function availableConnections(
  from: Record<CapabilityId, CapabilityStatus> = CAPABILITIES,
): ConnectionId[] {
  return CONNECTION_CAPABILITIES.filter((id) => from[id] === 'available');
}
