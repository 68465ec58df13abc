import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/domain/locale";
import { resolveRoute } from "@/lib/domain/routes";
import { BrandMark, type BrandTeam } from "../brand-mark";
import { PublicHeaderControls } from "../public-header-controls";
import { staticNavLinkFor } from "../static-nav-link";
import { ToolkitFrame } from "./toolkit-frame";
import { ToolkitNav } from "./toolkit-nav";

/**
 * The same header for the public pages (home, about, pro pages), rendered without the app's
 * providers: plain anchors (the current one marked on the server for `path`) and one small island
 * for the language and theme controls, labelled here. Nothing it imports pulls app code into the
 * browser (no Next Link, no messages, no query client).
 */
export async function ToolkitPublicLayout({ children, brandTeam, path }: { children: React.ReactNode; brandTeam: BrandTeam | null; path: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("shell")]);
  // An alias (/materials) marks its page's link (/marketing-materials) as the current one.
  const route = resolveRoute("toolkit", path.split("?")[0]);
  return (
    <ToolkitFrame
      brand={<BrandMark team={brandTeam} product="Targeting Toolkit" />}
      nav={<ToolkitNav link={staticNavLinkFor(route.kind === "page" ? route.canonicalPath : path.split("?")[0])} />}
      controls={
        <PublicHeaderControls
          locale={locale as Locale}
          languageLabels={{ label: t("language.label"), en: t("language.en"), ja: t("language.ja") }}
          themeLabels={{ light: t("theme.toggle", { theme: t("theme.light") }), dark: t("theme.toggle", { theme: t("theme.dark") }) }}
        />
      }
    >
      {children}
    </ToolkitFrame>
  );
}
