import { notFound } from "next/navigation";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { resetToSeed } from "@/lib/server/seed/reset-database";

export const dynamic = "force-dynamic";

/** Exists only when end-to-end resets are explicitly enabled: puts the database back to the seed. */
export default async function ResetE2ePage() {
  if (!config().E2E_RESET_ENABLED) notFound();
  await resetToSeed(await db());
  return (
    <main className="p-8" data-testid="reset-done">
      <h1 className="text-xl font-semibold">Database reset to the demo seed.</h1>
    </main>
  );
}
