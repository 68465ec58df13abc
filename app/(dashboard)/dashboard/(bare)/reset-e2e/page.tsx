import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/shell/coming-soon";
import { config } from "@/lib/server/config";

/** Exists only when end-to-end resets are explicitly enabled. */
export default function ResetE2ePage() {
  if (!config().E2E_RESET_ENABLED) notFound();
  return <ComingSoon variant="dashboard" routeId="resetE2e" />;
}
