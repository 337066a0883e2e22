// zod compiles a faster object parser with `new Function` where it may, and finds out by trying one. Under the app's
// Content-Security-Policy (no 'unsafe-eval') that try is a script-src violation: caught, so nothing breaks, but reported
// in DevTools' Issues panel on the first parse (Lighthouse's best practices fell to 96 on the dashboard for it).
// `jitless` skips the try. zod reads its settings from this global when its first module loads; setting it here, as the
// app starts, keeps zod itself out of the entry chunk (its schemas load with the screens that parse).
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });
