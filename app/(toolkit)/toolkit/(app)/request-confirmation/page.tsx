import { getTranslations } from "next-intl/server";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { RequestPage } from "@/components/toolkit-requests/request-page";

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "requestConfirmation")), robots: { index: false } });

/** After a request: the link is in the mailbox; what happens next. Server-rendered, no script of its own. */
export default async function RequestConfirmationPage() {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "requestConfirmation"), getTranslations("requests.confirmation")]);
  return (
    <RequestPage heading={heading} lead={t("lead")} routeId="requestConfirmation">
      <section aria-labelledby="next-steps" className="rounded-xl border border-border bg-card p-6">
        <h2 id="next-steps" className="text-lg font-semibold">
          {t("next")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm">
          {(t.raw("steps") as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-muted-foreground">{t("noMail")}</p>
      </section>
    </RequestPage>
  );
}
