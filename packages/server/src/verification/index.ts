export { type BotCheck, type BotCheckKind, type BotCheckResult } from './bot-check.js';
export { ALTCHA_CHALLENGE_TTL_MS, AltchaBotCheck } from './altcha.js';
export { type Fetch, SITEVERIFY_URL, TurnstileBotCheck } from './turnstile.js';
export { Gate, type SessionState } from './gate.js';
export { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie.js';
export { type NewSession, type Session, SessionStore } from './sessions.js';
export { KEY_RECHECK_MS, KeyControl, keyControls } from './key-control.js';
