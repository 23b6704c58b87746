/** The workouts module's one door: the library and own workouts, their files, and the strength routes wired. */
export { registerWorkoutModules } from './workout-modules.ts';
export { createWorkoutRepository } from './workout-repository.ts';
export { createWorkoutService, type WorkoutService } from './workout-service.ts';
