/*
 * Loaded as a classic script before the app's modules (index.html). zod, under the API contract, otherwise
 * probes `new Function` while schemas are built, which the strict CSP refuses and reports; this is zod's own
 * `jitless` setting (z.config), put where zod reads it before it loads. It cannot be an import of main: the
 * bundler evaluates shared chunks (zod among them) before main's own code.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
