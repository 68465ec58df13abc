import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import { publicPageMetadata } from "@/components/toolkit-site/public-metadata";
import { RequestPage } from "@/components/toolkit-requests/request-page";
import { LazyRequestForm } from "@/components/toolkit-requests/lazy-request-form";
import { siteOrigin } from "@/lib/server/public-site/site-origin";

export const generateMetadata = async () => publicPageMetadata("requestAccess", "/request-access", await siteOrigin());

export default async function RequestAccessPage() {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "requestAccess"), getTranslations("requests.access")]);
  return (
    <RequestPage heading={heading} lead={t("lead")} routeId="requestAccess">
      <LazyRequestForm kind="access" />
      <section aria-labelledby="access-includes" className="flex flex-col gap-2 border-t border-border pt-6">
        <h2 id="access-includes" className="text-lg font-semibold">
          {t("includesTitle")}
        </h2>
        <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
          {(t.raw("includes") as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </RequestPage>
  );
}
