import type { WorkoutDownloadFormat } from '@domestique/contract';

/** GET /api/workouts/:id/download: a plain link (a real download), texts in the UI language (`lang`). */
export function workoutDownloadUrl(id: string, format: WorkoutDownloadFormat, language: string): string {
  return `/api/workouts/${encodeURIComponent(id)}/download?format=${format}&lang=${language}`;
}
