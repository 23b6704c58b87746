/** A session uid in a path: `2026-06-02#0` → `2026-06-02%230`. */
export const sessionPath = (uid: string) => `/api/calendar/sessions/${encodeURIComponent(uid)}`;
