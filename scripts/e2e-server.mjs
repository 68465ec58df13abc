// Starts the built app for browser tests on a fresh embedded database.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = `.data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const child = spawn("npx", ["next", "start", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: dataDir,
    E2E_RESET_ENABLED: "1",
    MURMUR_MODE: "test",
    // Sign-in specs start a real SMTP server and a local OAuth server beside the app
    // (ports as in tests/e2e/support/auth-ports.ts); OAuth callbacks come back to this origin.
    AUTH_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? Number(port) + 1000}`,
    OAUTH_ISSUER_OVERRIDE: `http://127.0.0.1:${process.env.E2E_OAUTH_PORT ?? Number(port) + 1001}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
