/**
 * Runs before every other module (first import of main.tsx). zod, under the API contract, otherwise
 * probes `new Function` while schemas are built, which the strict CSP refuses and reports; this is
 * zod's own `jitless` setting (z.config), put where zod reads it before it loads.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
