import type { Localized } from '../workout/types.ts';

/** An exercise's name and its cue ("how to do it well"), in every coach language. */
export interface ExerciseText {
  readonly name: Localized;
  readonly cue: Localized;
}

export const ex = (name: [string, string, string], cue: [string, string, string]): ExerciseText => ({
  name: { en: name[0], pt: name[1], es: name[2] },
  cue: { en: cue[0], pt: cue[1], es: cue[2] },
});
