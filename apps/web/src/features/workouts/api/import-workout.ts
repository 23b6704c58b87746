import type { WorkoutImportResult } from '@domestique/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http.ts';
import { workoutKeys } from './keys.ts';

/** Files the import reads (the server checks the content). */
export const WORKOUT_FILE_ACCEPT = '.zwo,.erg,.mrc,.fit';

/**
 * POST /api/workouts/import (multipart, one `file`): the workout becomes the rider's own. Accept-Language carries the
 * UI language, so a refused file's reason comes back in it (HttpError.message).
 */
export async function importWorkoutFile(file: File, language: string): Promise<WorkoutImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/workouts/import', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': language },
    body: form,
  });
  const body = (await response.json().catch(() => null)) as
    | (WorkoutImportResult & { error?: never })
    | {
        error?: {
          code?: string;
          message?: string;
          fields?: Record<string, { code: string; message: string }>;
        };
      }
    | null;
  if (!response.ok) {
    const error = body && 'error' in body ? body.error : undefined;
    throw new HttpError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return body as WorkoutImportResult;
}

export function useImportWorkout(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importWorkoutFile(file, language),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workoutKeys.lists() }),
  });
}
