import { publicPageMetadata } from "@/components/toolkit-site/public-metadata";
import { MaterialsPage } from "@/components/toolkit-materials/materials-page";
import { lenientMaterialListQuery } from "@/lib/schemas/marketing-materials";
import { publicLibrary } from "@/lib/server/marketing-materials/public-library";
import { materialPreviews } from "@/lib/server/marketing-materials/read-material-file";
import { siteOrigin } from "@/lib/server/public-site/site-origin";
import { requestContext } from "@/lib/server/request-context";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async () => publicPageMetadata("marketingMaterials", "/marketing-materials", await siteOrigin());

export default async function MarketingMaterialsPage({ searchParams }: Props) {
  // Unknown filter values are left out and the page says so, rather than refused: this is a page
  // people type into.
  const { filters, ignored } = lenientMaterialListQuery(await searchParams);
  const [materials, { nonce }] = await Promise.all([publicLibrary(filters), requestContext()]);
  const previews = await materialPreviews(materials);
  return <MaterialsPage materials={materials} previews={previews} filters={filters} ignoredFilters={ignored.length > 0} nonce={nonce} />;
}
