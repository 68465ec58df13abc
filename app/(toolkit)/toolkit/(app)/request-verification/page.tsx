import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { RequestPage } from "@/components/toolkit-requests/request-page";
import { LazyRequestVerification } from "@/components/toolkit-requests/lazy-request-verification";

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "requestVerification")), robots: { index: false } });

export default async function RequestVerificationPage() {
  const heading = await routeHeading("toolkit", "requestVerification");
  return (
    <RequestPage heading={heading} routeId="requestVerification">
      <LazyRequestVerification />
    </RequestPage>
  );
}
