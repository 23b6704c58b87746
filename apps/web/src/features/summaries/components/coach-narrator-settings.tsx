import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useProfile } from '../../../lib/profile/get-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoachNarrator } from '../api/get-narrator.ts';
import { useSetAiCoach } from '../api/set-ai-coach.ts';

/**
 * Settings → Coach's words: the rider's opt-in to the language-model narrator (off by default), with what is sent, to
 * whom, what never is (Strava's data), and that it can be turned off any time. On a server whose operator configured
 * no model it says so instead of offering a switch that would do nothing.
 */
export function CoachNarratorSettings() {
  const { t } = useTranslation('summaries');
  const language = useLanguage();
  const id = useId();
  const narrator = useCoachNarrator();
  const profile = useProfile();
  const set = useSetAiCoach(language);
  // the switch moves at once and stays until the profile re-read says the same (or moves back on a failure)
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? profile.data?.ai_coach === true;
  const model = narrator.data?.model ?? null;

  const toggle = (granted: boolean) => {
    setWanted(granted);
    set.mutate(granted, {
      onSuccess: () => toast.success(granted ? t('narrator.turnedOn') : t('narrator.turnedOff')),
      onError: () => toast.error(t('narrator.failed')),
      onSettled: () => setWanted(null),
    });
  };

  return (
    <section
      className="card space-y-4 p-5 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="coach-narrator"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
          <Sparkles className="size-4 shrink-0" aria-hidden="true" />
          {t('narrator.title')}
        </h2>
        <p className="text-sm text-muted">{t('narrator.hint')}</p>
      </div>
      {narrator.isPending ? null : narrator.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('narrator.loadFailed')}
        </p>
      ) : model == null ? (
        <p className="text-sm" data-testid="coach-narrator-unavailable">
          {t('narrator.unavailable')}
        </p>
      ) : (
        <>
          <div className="space-y-2 text-sm">
            <p>{t('narrator.what', { model })}</p>
            <p>{t('narrator.strava')}</p>
            <p>{t('narrator.checked')}</p>
            <p>{t('narrator.chat', { model })}</p>
            <p>{t('narrator.off')}</p>
          </div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-lime-deep dark:accent-lime"
              checked={on}
              disabled={set.isPending || profile.data == null}
              onChange={(e) => toggle(e.target.checked)}
              data-testid="coach-narrator-toggle"
            />
            <span className="font-semibold">{t('narrator.toggle', { model })}</span>
          </label>
        </>
      )}
    </section>
  );
}
