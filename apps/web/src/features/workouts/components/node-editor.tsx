import { INTENSITY_CLASSES, type IntensityClass, WORKOUT_LIMITS } from '@domestique/coach';
import { ArrowDown, ArrowUp, Copy, Plus, Repeat, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  appendNode,
  type DraftNode,
  type DraftRepeat,
  type DraftStep,
  duplicateNode,
  fieldPath,
  moveNode,
  type NodePath,
  newCue,
  newRepeat,
  newStep,
  removeNode,
  type TargetKind,
  updateNode,
  withTargetKind,
} from '../builder-draft.ts';
import { targetText } from '../workout-text.ts';
import { FieldError, NumberInput } from './builder-fields.tsx';

export type Edit = (change: (nodes: readonly DraftNode[]) => readonly DraftNode[]) => void;
type Errors = Record<string, string>;
const TARGET_KINDS: TargetKind[] = ['range', 'ramp', 'free', 'max'];

function RowTools({ path, edit, label }: { path: NodePath; edit: Edit; label: string }) {
  const { t } = useTranslation('workouts');
  // 32-px buttons: four of them leave room for the step's name on a 360-px phone, even inside a repeat
  const icon = 'inline-flex size-8 items-center justify-center rounded-full text-fg hover:bg-surface-2';
  return (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        className={icon}
        aria-label={t('builder.moveUp', { item: label })}
        onClick={() => edit((n) => moveNode(n, path, -1))}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={icon}
        aria-label={t('builder.moveDown', { item: label })}
        onClick={() => edit((n) => moveNode(n, path, 1))}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={icon}
        aria-label={t('builder.duplicateNode', { item: label })}
        onClick={() => edit((n) => duplicateNode(n, path))}
      >
        <Copy className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={icon}
        aria-label={t('builder.remove', { item: label })}
        onClick={() => edit((n) => removeNode(n, path))}
        data-testid="builder-remove"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function StepEditor({
  step,
  path,
  edit,
  errors,
  ftpW,
}: {
  step: DraftStep;
  path: NodePath;
  edit: Edit;
  errors: Errors;
  ftpW: number | null;
}) {
  const { t } = useTranslation('workouts');
  const language = useLanguage();
  const id = useId();
  const at = fieldPath(path);
  const set = (patch: Partial<DraftStep>) =>
    edit((n) => updateNode(n, path, (node) => ({ ...(node as DraftStep), ...patch })));
  const err = (field: string) => errors[[at, field].join('.')];
  const minutes = step.durationS === null ? 0 : Math.floor(step.durationS / 60);
  const seconds = step.durationS === null ? 0 : step.durationS - minutes * 60;
  const title = t(`intensity.${step.intensity}`);
  const watts = targetText(step.target, ftpW, language);
  return (
    <li className="rounded-2xl border border-line bg-surface p-3" data-testid="builder-step">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">{step.label.trim() || title}</p>
        <RowTools path={path} edit={edit} label={title} />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div className="col-span-2 min-w-0">
          <label htmlFor={`${id}-intensity`} className="mb-1 block text-xs font-semibold">
            {t('builder.intensity')}
          </label>
          <select
            id={`${id}-intensity`}
            className="field-input h-10 py-1.5"
            value={step.intensity}
            onChange={(e) => set({ intensity: e.target.value as IntensityClass })}
            data-testid="builder-intensity"
          >
            {INTENSITY_CLASSES.map((c) => (
              <option key={c} value={c}>
                {t(`intensity.${c}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-intensity-error`} error={err('intensity')} />
        </div>
        <div className="col-span-2 min-w-0">
          <label htmlFor={`${id}-target`} className="mb-1 block text-xs font-semibold">
            {t('builder.target')}
          </label>
          <select
            id={`${id}-target`}
            className="field-input h-10 py-1.5"
            value={step.target.type}
            onChange={(e) => set({ target: withTargetKind(step.target, e.target.value as TargetKind) })}
            data-testid="builder-target-kind"
          >
            {TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`targets.${kind}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-target-error`} error={err('target') ?? err('target.type')} />
        </div>
        {step.durationS !== null && (
          <>
            <NumberInput
              id={`${id}-min`}
              label={t('builder.minutes')}
              value={minutes}
              min={0}
              onChange={(m) => set({ durationS: m * 60 + seconds })}
              testId="builder-minutes"
            />
            <NumberInput
              id={`${id}-sec`}
              label={t('builder.seconds')}
              value={seconds}
              min={0}
              max={59}
              onChange={(s) => set({ durationS: minutes * 60 + s })}
              testId="builder-seconds"
            />
          </>
        )}
        <label className="col-span-2 flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--brand-fg)]"
            checked={step.durationS === null}
            onChange={(e) => set({ durationS: e.target.checked ? null : 300 })}
          />
          {t('builder.open')}
        </label>
        <div className="col-span-2 sm:col-span-4">
          <FieldError id={`${id}-duration-error`} error={err('durationS')} />
        </div>
        {step.target.type === 'range' && (
          <>
            <NumberInput
              id={`${id}-low`}
              label={t('builder.low')}
              value={step.target.lowPct}
              min={0}
              max={WORKOUT_LIMITS.maxPct}
              error={err('target.lowPct')}
              onChange={(v) => step.target.type === 'range' && set({ target: { ...step.target, lowPct: v } })}
              testId="builder-low"
            />
            <NumberInput
              id={`${id}-high`}
              label={t('builder.high')}
              value={step.target.highPct}
              min={0}
              max={WORKOUT_LIMITS.maxPct}
              error={err('target.highPct')}
              onChange={(v) =>
                step.target.type === 'range' && set({ target: { ...step.target, highPct: v } })
              }
              testId="builder-high"
            />
          </>
        )}
        {step.target.type === 'ramp' && (
          <>
            <NumberInput
              id={`${id}-from`}
              label={t('builder.from')}
              value={step.target.fromPct}
              min={0}
              max={WORKOUT_LIMITS.maxPct}
              error={err('target.fromPct')}
              onChange={(v) => step.target.type === 'ramp' && set({ target: { ...step.target, fromPct: v } })}
              testId="builder-from"
            />
            <NumberInput
              id={`${id}-to`}
              label={t('builder.to')}
              value={step.target.toPct}
              min={0}
              max={WORKOUT_LIMITS.maxPct}
              error={err('target.toPct')}
              onChange={(v) => step.target.type === 'ramp' && set({ target: { ...step.target, toPct: v } })}
              testId="builder-to"
            />
          </>
        )}
        {watts?.watts && (
          <p className="col-span-2 self-end pb-2 text-sm text-muted tabular-nums" data-testid="builder-watts">
            ≈ {watts.watts}
          </p>
        )}
        <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-4">
          <input
            type="checkbox"
            className="size-4 accent-[var(--brand-fg)]"
            checked={Boolean(step.cadence)}
            onChange={(e) => {
              if (e.target.checked) set({ cadence: { lowRpm: 85, highRpm: 95 } });
              else
                edit((n) =>
                  updateNode(n, path, (node) => {
                    const { cadence: _drop, ...rest } = node as DraftStep;
                    return rest;
                  }),
                );
            }}
          />
          {t('builder.cadence')}
        </label>
        {step.cadence && (
          <>
            <NumberInput
              id={`${id}-rpm-low`}
              label={t('builder.cadenceLow')}
              value={step.cadence.lowRpm}
              min={WORKOUT_LIMITS.minRpm}
              max={WORKOUT_LIMITS.maxRpm}
              error={err('cadence.lowRpm')}
              onChange={(v) => step.cadence && set({ cadence: { ...step.cadence, lowRpm: v } })}
            />
            <NumberInput
              id={`${id}-rpm-high`}
              label={t('builder.cadenceHigh')}
              value={step.cadence.highRpm}
              min={WORKOUT_LIMITS.minRpm}
              max={WORKOUT_LIMITS.maxRpm}
              error={err('cadence.highRpm')}
              onChange={(v) => step.cadence && set({ cadence: { ...step.cadence, highRpm: v } })}
            />
          </>
        )}
        <div className="col-span-2 sm:col-span-4">
          <label htmlFor={`${id}-label`} className="mb-1 block text-xs font-semibold">
            {t('builder.label')}
          </label>
          <input
            id={`${id}-label`}
            className="field-input h-10 py-1.5"
            maxLength={WORKOUT_LIMITS.maxLabelLength}
            value={step.label}
            onChange={(e) => set({ label: e.target.value })}
          />
          <FieldError id={`${id}-label-error`} error={err('label')} />
        </div>
      </div>
      <div className="mt-3 space-y-2">
        {step.cues.map((cue, i) => (
          <div key={cue.id} className="grid grid-cols-[5.5rem_1fr_auto] items-start gap-2">
            <NumberInput
              id={`${id}-cue-${cue.id}-at`}
              label={t('builder.cueAt')}
              value={cue.offsetS}
              min={0}
              error={err(['cues', i, 'offsetS'].join('.'))}
              onChange={(v) =>
                set({ cues: step.cues.map((c) => (c.id === cue.id ? { ...c, offsetS: v } : c)) })
              }
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-cue-${cue.id}-text`} className="mb-1 block text-xs font-semibold">
                {t('builder.cueText')}
              </label>
              <input
                id={`${id}-cue-${cue.id}-text`}
                className="field-input h-10 py-1.5"
                maxLength={WORKOUT_LIMITS.maxCueLength}
                value={cue.text}
                onChange={(e) =>
                  set({ cues: step.cues.map((c) => (c.id === cue.id ? { ...c, text: e.target.value } : c)) })
                }
              />
              <FieldError
                id={`${id}-cue-${cue.id}-error`}
                error={err(['cues', i, 'text'].join('.')) ?? err(['cues', i].join('.'))}
              />
            </div>
            <button
              type="button"
              className="mt-5 inline-flex size-9 items-center justify-center rounded-full text-fg hover:bg-surface-2"
              aria-label={t('builder.removeCue')}
              onClick={() => set({ cues: step.cues.filter((c) => c.id !== cue.id) })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {/* past the per-step limit the server would refuse the workout: offer no more cues than it keeps */}
        <button
          type="button"
          className="text-sm font-semibold text-brand-fg underline disabled:opacity-50 disabled:no-underline"
          disabled={step.cues.length >= WORKOUT_LIMITS.maxCuesPerStep}
          onClick={() => set({ cues: [...step.cues, newCue()] })}
        >
          {t('builder.addCue')}
        </button>
      </div>
    </li>
  );
}

function RepeatEditor({
  repeat,
  path,
  edit,
  errors,
  ftpW,
}: {
  repeat: DraftRepeat;
  path: NodePath;
  edit: Edit;
  errors: Errors;
  ftpW: number | null;
}) {
  const { t } = useTranslation('workouts');
  const id = useId();
  const at = fieldPath(path);
  const title = t('builder.repeat');
  return (
    <li
      className="rounded-2xl border-2 border-dashed border-line bg-surface-2 p-3"
      data-testid="builder-repeat"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-semibold">
          <Repeat className="size-4 text-brand-fg" aria-hidden="true" />
          {title}
        </p>
        <RowTools path={path} edit={edit} label={title} />
      </div>
      <NumberInput
        id={`${id}-count`}
        className="mt-2 max-w-40"
        label={t('builder.times')}
        value={repeat.count}
        min={1}
        max={WORKOUT_LIMITS.maxRepeatCount}
        error={errors[[at, 'count'].join('.')]}
        onChange={(count) =>
          edit((n) => updateNode(n, path, (node) => ({ ...(node as DraftRepeat), count })))
        }
        testId="builder-repeat-count"
      />
      <FieldError id={`${id}-steps-error`} error={errors[[at, 'steps'].join('.')] ?? errors[at]} />
      <NodeList nodes={repeat.steps} parent={path} edit={edit} errors={errors} ftpW={ftpW} />
    </li>
  );
}

/** A list of steps and repeats with the buttons that add to it (repeats only while nesting is allowed). */
export function NodeList({
  nodes,
  parent,
  edit,
  errors,
  ftpW,
}: {
  nodes: readonly DraftNode[];
  parent: NodePath;
  edit: Edit;
  errors: Errors;
  ftpW: number | null;
}) {
  const { t } = useTranslation('workouts');
  return (
    <div className="mt-3 space-y-2">
      <ol className="space-y-2">
        {nodes.map((node, i) =>
          node.kind === 'repeat' ? (
            <RepeatEditor
              key={node.id}
              repeat={node}
              path={[...parent, i]}
              edit={edit}
              errors={errors}
              ftpW={ftpW}
            />
          ) : (
            <StepEditor
              key={node.id}
              step={node}
              path={[...parent, i]}
              edit={edit}
              errors={errors}
              ftpW={ftpW}
            />
          ),
        )}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => edit((n) => appendNode(n, parent, newStep()))}
          data-testid="builder-add-step"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('builder.addStep')}
        </button>
        {parent.length < WORKOUT_LIMITS.maxRepeatDepth && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => edit((n) => appendNode(n, parent, newRepeat()))}
            data-testid="builder-add-repeat"
          >
            <Repeat className="size-4" aria-hidden="true" />
            {t('builder.addRepeat')}
          </button>
        )}
      </div>
    </div>
  );
}
