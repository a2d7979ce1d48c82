/**
 * The app's one Trusted Types policy (the CSP says `require-trusted-types-for 'script'`): script URLs
 * pass only when they are our own origin's files or the one allowed third-party script. There is no
 * HTML or script-text rule, so nothing can turn strings into markup or code through it.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** Cloudflare Turnstile's loader, the only third-party script the app may load (BOT_CHECK=turnstile). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** True for a URL of this origin, or exactly the Turnstile loader. */
export function isAllowedScriptUrl(url: string, origin: string): boolean {
  if (url === TURNSTILE_SCRIPT_URL) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

let policy: ScriptUrlPolicy | null | undefined;

function getPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  policy = tt
    ? tt.createPolicy('horizon', {
        createScriptURL: (url) => {
          if (!isAllowedScriptUrl(url, globalThis.location.origin))
            throw new TypeError(`Blocked script URL ${url}`);
          return url;
        },
      })
    : null;
  return policy;
}

/** A script URL the browser accepts under Trusted Types (a plain string where they are not enforced). */
export function trustedScriptUrl(url: string): string {
  const p = getPolicy();
  // A TrustedScriptURL is accepted wherever the DOM types say string.
  return p ? (p.createScriptURL(url) as string) : url;
}
