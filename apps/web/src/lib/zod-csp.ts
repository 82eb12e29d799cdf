/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it first: under
 * the portal's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is a
 * reported violation. Zod reads its settings from this global object, shared by every copy of zod
 * and read when a schema is built, so the entry sets it before any chunk with a schema loads,
 * without loading zod itself (docs/security.md).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function configureZodWithoutEval(): void {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
    jitless: true,
  });
}

configureZodWithoutEval();
