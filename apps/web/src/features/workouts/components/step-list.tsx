import type { WorkoutNode } from '@domestique/coach';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatDuration, formatNumber } from '../../../lib/ride-format.ts';
import { targetText } from '../workout-text.ts';

function Step({ step, ftpW }: { step: Extract<WorkoutNode, { kind: 'step' }>; ftpW: number | null }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const target = targetText(step.target, ftpW, language);
  return (
    <li className="rounded-2xl border border-line p-3" data-testid="workout-step">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">
          {step.label || t(`intensity.${step.intensity}`)}{' '}
          <span className="font-normal text-muted">
            · {step.durationS === null ? t('step.open') : formatDuration(step.durationS)}
          </span>
        </span>
        <span className="text-sm tabular-nums">
          {target ? (
            <>
              <span className="font-semibold">{target.watts ?? target.pct}</span>
              {target.watts && <span className="text-muted"> ({target.pct})</span>}
            </>
          ) : (
            <span className="font-semibold">{t(`targets.${step.target.type}`)}</span>
          )}
          {step.cadence && (
            <span className="text-muted">
              {' '}
              ·{' '}
              {t('step.cadence', {
                low: formatNumber(step.cadence.lowRpm, language),
                high: formatNumber(step.cadence.highRpm, language),
              })}
            </span>
          )}
        </span>
      </div>
      {step.cues && step.cues.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-muted">
          {step.cues.map((cue) => (
            <li key={`${cue.offsetS}-${cue.text}`}>
              <span className="tabular-nums">{formatDuration(cue.offsetS)}</span> — {cue.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The steps as the rider will ride them: repeats as blocks, each target in watts (and % FTP), cues under. */
export function StepList({ nodes, ftpW }: { nodes: readonly WorkoutNode[]; ftpW: number | null }) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  return (
    <ol className="space-y-2">
      {nodes.map((node, i) =>
        node.kind === 'repeat' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids and never reorder here
          <li key={i} className="rounded-2xl bg-surface-2 p-3" data-testid="workout-repeat">
            <p className="mb-2 text-sm font-bold">
              {t('step.repeat', { count: formatNumber(node.count, language) })}
            </p>
            <StepList nodes={node.steps} ftpW={ftpW} />
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids and never reorder here
          <Step key={i} step={node} ftpW={ftpW} />
        ),
      )}
    </ol>
  );
}
