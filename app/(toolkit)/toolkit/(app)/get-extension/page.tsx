import { routeHeading } from "@/components/shell/route-heading";
import { publicPageMetadata } from "@/components/toolkit-site/public-metadata";
import { GetExtensionScreen } from "@/components/get-extension/get-extension-screen";
import { siteOrigin } from "@/lib/server/public-site/site-origin";
import { EXTENSION_ZIP_URL, extensionZipSize } from "@/lib/server/extension/extension-zip";

export const generateMetadata = async () => publicPageMetadata("getExtension", "/get-extension", await siteOrigin());

export default async function GetExtensionPage() {
  return <GetExtensionScreen heading={await routeHeading("toolkit", "getExtension")} zipUrl={EXTENSION_ZIP_URL} zipSize={await extensionZipSize()} />;
}
