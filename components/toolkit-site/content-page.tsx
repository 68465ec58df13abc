import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import { PublicPage, TextSections, type TitledText } from "./public-page";

type ContentPageId = "about" | "proTargeting" | "proSolutions" | "proCommunity";

/** One of the toolkit's text pages (about, pro-targeting, pro-solutions, pro-community): a lead and its sections, all prerendered per language. */
export function ContentPage({ routeId }: { routeId: ContentPageId }) {
  const intro = async () => {
    const [heading, t] = await Promise.all([routeHeading("toolkit", routeId), getTranslations(`publicSite.${routeId}`)]);
    return { heading, lead: t("lead") };
  };
  return (
    <PublicPage routeId={routeId} intro={intro}>
      <TextSections part={routeId} items={async () => (await getTranslations(`publicSite.${routeId}`)).raw("sections") as TitledText[]} />
    </PublicPage>
  );
}
