/** The workouts module's one door: the library and own workouts and their files, wired from the FTP repository. */
export { createWorkoutModules, type WorkoutModules } from './workout-modules.ts';
export type { WorkoutService } from './workout-service.ts';
