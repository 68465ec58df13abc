import { getTranslations } from "next-intl/server";
import { SuitePage } from "./suite-page";

/** A suite page for signed-in creators, seen without a session: its heading and how to go on. */
export async function SuiteSignedOut({ routeId }: { routeId: string }) {
  const t = await getTranslations("billing");
  return (
    <SuitePage routeId={routeId}>
      <p className="rounded-xl border border-border bg-card p-6 text-sm text-muted-foreground">{t("signInToSubscribe")}</p>
    </SuitePage>
  );
}
