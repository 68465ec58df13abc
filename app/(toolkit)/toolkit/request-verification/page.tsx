import { getTranslations } from "next-intl/server";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { RequestPage } from "@/components/toolkit-requests/request-page";
import { LazyRequestVerification } from "@/components/toolkit-requests/lazy-request-verification";

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "requestVerification")), robots: { index: false } });

export default async function RequestVerificationPage() {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "requestVerification"), getTranslations("requests.verification")]);
  return (
    <RequestPage heading={heading} lead={t("missing")} routeId="requestVerification">
      <LazyRequestVerification />
    </RequestPage>
  );
}
