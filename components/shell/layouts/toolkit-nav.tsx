import { getTranslations } from "next-intl/server";
import type { NavLinkProps } from "../static-nav-link";

const LINKS = [
  ["/explore", "explore"],
  ["/audience-builder", "audienceBuilder"],
  ["/competitor-analysis", "competitorAnalysis"],
  ["/creators", "creators"],
  ["/my-audiences", "myAudiences"],
  ["/targeting-lists", "targetingLists"],
  ["/campaigns/new", "newCampaign"],
  ["/campaign-planner", "campaignPlanner"],
  ["/marketing-materials", "materials"],
  ["/about", "about"],
] as const;

/**
 * The Targeting Toolkit's main navigation (moved here from toolkit-layout.tsx). `link` renders each
 * entry: NavLink in the tools, a server-rendered anchor on the public pages (which must not import
 * NavLink: its module would bring Next's router code into their first load).
 */
export async function ToolkitNav({ link: NavLink }: { link: React.ComponentType<NavLinkProps> }) {
  const t = await getTranslations("shell");
  return (
    <nav aria-label={t("nav.primary")} className="flex flex-1 flex-wrap items-center gap-1">
      {LINKS.map(([href, key]) => (
        <NavLink key={href} href={href}>
          {t(`toolkitNav.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
