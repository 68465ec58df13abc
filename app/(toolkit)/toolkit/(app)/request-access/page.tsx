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
    </RequestPage>
  );
}
