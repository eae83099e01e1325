// The portal's Content Security Policy allows no eval. zod compiles fast object parsers with
// `new Function` where it can; it would try while the first schemas are built, which the browser
// reports as a CSP violation before zod falls back to its ordinary parsers. Use the ordinary
// parsers from the start. zod keeps its settings on `globalThis.__zod_globalConfig` (shared by
// every copy of it) and takes what is there when it loads, so the setting is made here without
// loading zod: the first page loads no schema library (imported first by main.tsx; the test
// beside this file checks that zod takes it).

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
