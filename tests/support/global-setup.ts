import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startPostgres, type RunningPostgres } from "./postgres-server";
import { pgliteTemplate, postgresTemplate } from "./migrated-template";

/** With TEST_DATABASE=postgres, integration tests run against a real PostgreSQL 15 server. */
export default async function setup(project: TestProject) {
  let server: RunningPostgres | undefined;
  let dump = "";
  if (process.env.TEST_DATABASE === "postgres") {
    server = await startPostgres();
    project.provide("postgresUrl", server.url);
    project.provide("postgresTemplate", await postgresTemplate(server.url));
    project.provide("pgliteTemplate", "");
  } else {
    dump = await pgliteTemplate();
    project.provide("postgresUrl", "");
    project.provide("postgresTemplate", "");
    project.provide("pgliteTemplate", dump);
  }
  return async () => {
    await server?.stop();
    if (dump) rmSync(dump, { force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database on that server to copy (create database ... template). */
    postgresTemplate: string;
    /** A migrated PGlite's data directory, dumped to this file. */
    pgliteTemplate: string;
  }
}
