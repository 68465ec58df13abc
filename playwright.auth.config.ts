import { defineConfig, devices } from "@playwright/test";
import { e2eAuthPorts, e2eAuthServerEnv } from "./tests/e2e/support/auth-ports";

/**
 * Browser tests of sign-in and teams. The app is started with mail going to the SMTP server
 * and social sign-in going to the OAuth server that the tests start themselves on fixed ports.
 */
const { app } = e2eAuthPorts();

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: ["auth*.spec.ts"],
  outputDir: "test-results/auth",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://localhost:${app}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"],
    },
  },
  webServer: {
    command: `npx next start -p ${app}`,
    url: `http://localhost:${app}/api/health/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      ...e2eAuthServerEnv(),
      PGLITE_DATA_DIR: `.data/e2e-auth-${app}`,
    },
  },
});
