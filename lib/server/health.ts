import "server-only";
import { database } from "@/lib/server/db";
import { pingDatabase } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";

export interface HealthReport {
  app: { status: "ok"; version: string; mode: string };
  database: { status: "ok" | "error"; driver: string | null; latency_ms: number | null; error?: string };
}

export async function checkHealth(): Promise<HealthReport> {
  const c = config();
  const app = { status: "ok" as const, version: c.DASHBOARD_VERSION, mode: c.MURMUR_MODE };
  const started = performance.now();
  try {
    const handle = await database();
    await pingDatabase(handle.db);
    return { app, database: { status: "ok", driver: handle.driver, latency_ms: Math.round(performance.now() - started) } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { app, database: { status: "error", driver: null, latency_ms: null, error: message.slice(0, 200) } };
  }
}
