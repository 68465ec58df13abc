import { publicPageMetadata } from "@/components/toolkit-site/public-metadata";
import { HomePage } from "@/components/toolkit-site/home-page";
import { corpusExamples } from "@/lib/server/public-site/corpus-examples";
import { siteOrigin } from "@/lib/server/public-site/site-origin";
import { requestContext } from "@/lib/server/request-context";

export const generateMetadata = async () => publicPageMetadata("home", "/", await siteOrigin());

export default async function Page() {
  const [origin, { nonce }, examples] = await Promise.all([siteOrigin(), requestContext(), corpusExamples()]);
  return <HomePage origin={origin} nonce={nonce} examples={examples} />;
}
