/**
 * Runs in the page's head before any chunk: zod compiles fast object parsers with `new Function`, and
 * probes for it when a schema is built. Our Content-Security-Policy forbids eval, so the probe fails
 * (harmlessly) but the browser reports a policy violation; jitless skips the probe and the compiler.
 */
export const ZOD_JITLESS_BOOT_SCRIPT = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
