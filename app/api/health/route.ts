// GET /api/health/ - app and database state (503 when the database is unreachable)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { checkHealth } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => {
  const report = await checkHealth();
  return json(report, { status: report.database.status === "ok" ? 200 : 503 });
});
