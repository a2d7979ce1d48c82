// Token launch: the ordered unsigned steps, progress and resume.
export { launchRoutes } from './routes.js';
export { Launches, LAUNCH_MESSAGES } from './launches.js';
export { BLACKHOLE_ADDRESS, stepDraft } from './steps.js';
export { LaunchHooks, type LaunchHook } from './launch-hooks.js';
export type { LaunchRow, LaunchStore } from './launch-store.js';
