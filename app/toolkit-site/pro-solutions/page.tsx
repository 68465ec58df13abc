import { publicPageMetadata } from "@/components/toolkit-site/public-metadata";
import { ContentPage } from "@/components/toolkit-site/content-page";
import { siteOrigin } from "@/lib/server/public-site/site-origin";

export const generateMetadata = async () => publicPageMetadata("proSolutions", "/pro-solutions", await siteOrigin());

export default function Page() {
  return <ContentPage routeId="proSolutions" />;
}
