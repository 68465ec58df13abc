// Runs once when the server starts: request log, validate configuration, migrate, seed the demo, start the job worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so every request from now on has an id and a log line.
  const { installRequestLog } = await import("@/lib/server/logging/request-log");
  installRequestLog();
  const { config } = await import("@/lib/server/config");
  config();
  const { database } = await import("@/lib/server/db");
  const { seedDemo } = await import("@/lib/server/seed");
  // The shipped sentiment model, read once now rather than on the first import or report.
  const { baseSentimentModel } = await import("@/lib/server/sentiment/base-model");
  baseSentimentModel();
  const handle = await database();
  if (process.env.MURMUR_SEED !== "0") await seedDemo(handle.db);
  // The job queue's worker: picks up jobs left by a previous process (lib/server/jobs).
  if (config().JOBS_WORKER) {
    const { startAppJobWorker } = await import("@/lib/server/jobs/app-worker");
    startAppJobWorker();
  }
  // The analysis engine's account index, loaded ahead of the first report (a corpus change reloads it).
  const { accountIndex } = await import("@/lib/server/analysis/account-index/load-account-index");
  accountIndex(handle.db).catch((e: unknown) => console.error("account index:", e));
}
