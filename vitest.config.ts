import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(__dirname), "server-only": path.resolve(__dirname, "tests/support/empty.ts") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "unit-dom",
          include: ["lib/**/*.test.tsx", "components/**/*.test.tsx"],
          environment: "happy-dom",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker: tests share the database server the global setup starts.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        resolve: { alias },
        test: {
          // PostgreSQL only, on purpose: each file starts its own PostgreSQL 15 server so it can restart
          // it or kill a process writing to it. Part of the PostgreSQL run of `npm test` (npm run test:faults).
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          // A job whose claim was lost in the outage is taken over after this lease, not the default minute.
          env: { JOBS_LEASE_SECONDS: "5" },
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
