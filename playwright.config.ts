import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One project per host: the dashboard, the two other faces, and a customer sub-domain. */
const hosts: { name: string; host: string; dir: string; extra: RegExp[] }[] = [
  { name: "localhost", host: "localhost", dir: "dashboard", extra: [/tests\/e2e\/[^/]+\.spec\.ts$/] },
  { name: "toolkit.localhost", host: "toolkit.localhost", dir: "toolkit", extra: [] },
  { name: "suite.localhost", host: "suite.localhost", dir: "suite", extra: [] },
  { name: "acme.localhost", host: "acme.localhost", dir: "customer", extra: [] },
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    ...hosts.map(({ name, host, dir, extra }) => ({
      name,
      testMatch: [`${dir}/**/*.spec.ts`, ...extra],
      use: { baseURL: `http://${host}:${port}` },
    })),
    // The browser extension, loaded unpacked into Chromium (tests/e2e/support/extension.ts builds it first).
    { name: "extension", testMatch: ["extension/**/*.spec.ts"], use: { baseURL: `http://toolkit.localhost:${port}` } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/health/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
