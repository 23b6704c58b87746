import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage, useLocalize } from '../../../i18n/use-language.ts';
import { HttpError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useImportWorkout, WORKOUT_FILE_ACCEPT } from '../api/import-workout.ts';

/**
 * "Import a file": a .zwo, .erg, .mrc or .fit workout becomes one of the rider's workouts, then its page opens. A
 * refused file's reason (from the server, in the rider's language) stays on screen under the button.
 */
export function ImportWorkoutButton() {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportWorkout(language);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-1">
      <input
        ref={input}
        type="file"
        accept={WORKOUT_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="workout-import-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setProblem(null);
          try {
            const result = await importing.mutateAsync(file);
            // what the import had to adapt (a dropped heart-rate target…) travels with the confirmation
            const notes = result.warnings.map((w) => w.message).join(' ');
            toast.success(
              `${t('actions.imported', { name: result.workout.name })}${notes ? ` ${notes}` : ''}`,
            );
            navigate(localize(`/workouts/${result.workout.id}`));
          } catch (error) {
            setProblem(error instanceof HttpError ? error.message : t('actions.importFailed'));
          }
        }}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'md')}
        disabled={importing.isPending}
        onClick={() => input.current?.click()}
        data-testid="workout-import"
      >
        <Upload className="size-4" aria-hidden="true" />
        {importing.isPending ? t('actions.importing') : t('actions.import')}
      </button>
      <p className="text-xs text-muted">{t('actions.importHint')}</p>
      {problem && (
        <p className="text-sm font-medium text-danger" role="alert" data-testid="workout-import-error">
          {problem}
        </p>
      )}
    </div>
  );
}
