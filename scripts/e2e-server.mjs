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
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
