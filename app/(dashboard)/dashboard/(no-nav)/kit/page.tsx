import { KitGallery } from "@/components/kit-gallery/kit-gallery";
import { routeMetadata } from "@/components/shell/route-heading";

export const generateMetadata = () => routeMetadata("dashboard", "kit");

export default async function KitPage({ searchParams }: { searchParams: Promise<{ theme?: string | string[] }> }) {
  const { theme } = await searchParams;
  return <KitGallery initialTheme={theme === "dark" ? "dark" : "light"} />;
}
