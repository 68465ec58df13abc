import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { GetExtensionScreen } from "@/components/get-extension/get-extension-screen";
import { EXTENSION_ZIP_URL, extensionZipSize } from "@/lib/server/extension/extension-zip";

export const generateMetadata = () => routeMetadata("toolkit", "getExtension");

export default async function GetExtensionPage() {
  return <GetExtensionScreen heading={await routeHeading("toolkit", "getExtension")} zipUrl={EXTENSION_ZIP_URL} zipSize={await extensionZipSize()} />;
}
