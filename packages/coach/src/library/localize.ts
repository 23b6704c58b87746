import type {
  CoachLanguage,
  Cue,
  LibraryWorkout,
  Localized,
  Workout,
  WorkoutNode,
  WorkoutStep,
} from '../workout/types.ts';

/** A library workout in one language: same id, family, level and steps, plain strings instead of `Localized`. */
export type LocalizedWorkout = Omit<LibraryWorkout, 'name' | 'description' | 'purpose' | 'steps'> &
  Workout<string>;

function localizeNodes(nodes: readonly WorkoutNode<Localized>[], lang: CoachLanguage): WorkoutNode<string>[] {
  return nodes.map((node) => {
    if (node.kind === 'repeat') return { ...node, steps: localizeNodes(node.steps, lang) };
    const { label, cues, ...rest } = node;
    const step: WorkoutStep<string> = {
      ...rest,
      ...(label ? { label: label[lang] } : {}),
      ...(cues ? { cues: cues.map((c): Cue<string> => ({ ...c, text: c.text[lang] })) } : {}),
    };
    return step;
  });
}

/**
 * A library workout's texts in one language (`Workout<string>`, what codecs, the API and the CLI take), keeping its
 * id, family, level, setting and FTP-test protocol.
 */
export function localizeWorkout(workout: LibraryWorkout, lang: CoachLanguage): LocalizedWorkout {
  const { name, description, purpose, steps, ...meta } = workout;
  return {
    ...meta,
    name: name[lang],
    description: description[lang],
    ...(purpose ? { purpose: purpose[lang] } : {}),
    steps: localizeNodes(steps, lang),
  };
}
