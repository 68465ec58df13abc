import { getTranslations } from "next-intl/server";
import { Brand, type BrandTeam } from "../brand";
import { LanguageSwitcher } from "../language-switcher";
import { NavLink } from "../nav-link";
import { SkipLink } from "../skip-link";
import { ThemeScope } from "../theme-scope";
import { ThemeToggle } from "../theme-toggle";

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

/** Layout "pro-targeting": the Targeting Toolkit's header; the stored theme, dark by default. */
export async function ToolkitLayout({ children, brandTeam }: { children: React.ReactNode; brandTeam: BrandTeam | null }) {
  const t = await getTranslations("shell");
  return (
    <div data-layout="pro-targeting" className="min-h-screen">
      <ThemeScope layout="pro-targeting" />
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-6 py-3">
          <Brand team={brandTeam} product="Targeting Toolkit" />
          <nav aria-label={t("nav.primary")} className="flex flex-1 flex-wrap items-center gap-1">
            {LINKS.map(([href, key]) => (
              <NavLink key={href} href={href}>
                {t(`toolkitNav.${key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
