import { CircleAlert } from 'lucide-react';
import { HttpError } from '../../../lib/http.ts';

/** A field's message under it (role=alert), or nothing. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-danger"
      role="alert"
      data-testid="field-error"
    >
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/**
 * The server's field messages (already in the rider's language), keyed by the form's own field names: a path such as
 * `availability.2.maxDurationS` belongs to `availability` (one message under the days), but an event's date or
 * priority keeps its row (`events.1.date`), since each event row has its own fields.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const out: Record<string, string> = {};
  for (const [path, field] of Object.entries(error.fields)) {
    const key = /^events\.\d+\.(date|priority)$/.test(path) ? path : path.split('.')[0]!;
    out[key] ??= field.message;
  }
  return out;
}
