import "server-only";
import { config } from "@/lib/server/config";

const MAX_DELAY_MS = 15_000;

/**
 * Browser tests of the "took too long" notice and of cancelling need analyses that answer late.
 * Only in MURMUR_MODE=test, a `test_delay_ms` query parameter holds the (real) answer back.
 */
export async function testDelay(req: Request): Promise<void> {
  if (config().MURMUR_MODE !== "test") return;
  const ms = Number(new URL(req.url).searchParams.get("test_delay_ms"));
  if (!Number.isFinite(ms) || ms <= 0) return;
  await new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_DELAY_MS)));
}
