import fc from 'fast-check';

// Property tests explore new inputs on every local run; in CI (CI=true) they replay one fixed seed, so a
// landing never depends on luck. Set FC_SEED to replay a failure a local run printed.
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
