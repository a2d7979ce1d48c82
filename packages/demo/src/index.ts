// The demo market of `npm start`: seeded through the product's API, kept busy by bots.
export { demoEnabled } from './enabled.js';
export { type DemoOptions, type RunningDemo, runDemo } from './demo.js';
export { demoServerSettings } from './server-settings.js';
export { deriveWallet, demoKeyFile, loadOrCreateDemoSecret } from './keys.js';
export { DEFAULT_PACE, PACE_PRESETS, PaceError, nextDelayMs, parsePace } from './pace.js';
export { demoServerEnv, tokenId } from './tokens.js';
export { DEMO_TOKENS, type TokenPlan } from './world-plan.js';
