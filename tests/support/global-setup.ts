import type { TestProject } from "vitest/node";
import { startPostgres, type RunningPostgres } from "./postgres-server";

/** With TEST_DATABASE=postgres, integration tests run against a real PostgreSQL 15 server. */
export default async function setup(project: TestProject) {
  let server: RunningPostgres | undefined;
  if (process.env.TEST_DATABASE === "postgres") {
    server = await startPostgres();
    project.provide("postgresUrl", server.url);
  } else {
    project.provide("postgresUrl", "");
  }
  return async () => server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
