import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import { PublicPage, TextSections, type TitledText } from "./public-page";

type ContentPageId = "about" | "proTargeting" | "proSolutions" | "proCommunity";

/** One of the toolkit's text pages (about, pro-targeting, pro-solutions, pro-community): a lead and its sections. */
export async function ContentPage({ routeId }: { routeId: ContentPageId }) {
  const [heading, t] = await Promise.all([routeHeading("toolkit", routeId), getTranslations(`publicSite.${routeId}`)]);
  return (
    <PublicPage heading={heading} lead={t("lead")} routeId={routeId}>
      <TextSections items={t.raw("sections") as TitledText[]} />
    </PublicPage>
  );
}
