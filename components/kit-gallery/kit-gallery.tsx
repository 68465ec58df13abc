"use client";
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import type { Theme } from "@/lib/domain/theme";
import { cn } from "@/components/ui/cn";
import { PortalContainerProvider } from "@/components/ui/portal-container";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ButtonsSection } from "./buttons-section";
import { DisplaySection } from "./display-section";
import { FormatsSection } from "./formats-section";
import { InputsSection } from "./inputs-section";
import { LayoutSection } from "./layout-section";
import { OverlaysSection } from "./overlays-section";
import { StepperSection } from "./stepper-section";
import { TableSection } from "./table-section";
import { TabsSection } from "./tabs-section";
import { ThemeSwitch } from "./theme-switch";

/** The spec's kit, one entry per component file's main export (column and row share layout.tsx). */
const KIT_COMPONENTS = [
  "avatar", "button", "card", "checkbox", "chip", "column", "row", "data table", "dialog", "dropdown", "field",
  "grid", "icon", "label", "menu item", "scroll container", "social icons", "spinner", "stepper", "tabs", "text input", "tooltip",
] as const;

const SECTIONS = ["buttons", "inputs", "display", "layout", "table", "stepper", "overlays", "tabs", "formats"] as const;

/**
 * The live gallery. Dashboard layouts force the light theme on <html>, so the gallery scopes its
 * own theme to a `.dark` canvas instead of changing the page's; the canvas is also the portal
 * container, so menus, dialogs and tooltips opened from it wear the same theme.
 */
const noSubscription = () => () => {};

export function KitGallery({ initialTheme }: { initialTheme: Theme }) {
  const t = useTranslations("kit.gallery");
  // False in the server HTML, true once hydrated: browser tests wait for it before interacting.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null);

  const changeTheme = (next: Theme) => {
    setTheme(next);
    const url = new URL(window.location.href);
    url.searchParams.set("theme", next);
    window.history.replaceState(null, "", url);
  };

  return (
    <div ref={setCanvas} data-kit-theme={theme} data-kit-ready={hydrated || undefined} className={cn(theme, "min-h-screen bg-background text-foreground")}>
      <PortalContainerProvider value={canvas}>
        <TooltipProvider>
          <div className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur-md">
            <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-6 py-3">
              <div className="flex items-baseline gap-3">
                <h1 className="text-xl font-semibold tracking-tight">{t("title")}</h1>
                <span className="hidden text-sm text-muted-foreground sm:inline">{t("components", { count: KIT_COMPONENTS.length })}</span>
              </div>
              <ThemeSwitch theme={theme} onChange={changeTheme} />
            </div>
          </div>
          <div className="mx-auto flex max-w-5xl gap-10 px-6 pt-8 pb-24">
            <nav aria-label={t("contents")} className="sticky top-24 hidden h-max w-44 shrink-0 lg:block">
              <p className="mb-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{t("contents")}</p>
              <ul className="flex flex-col gap-0.5 border-s border-border">
                {SECTIONS.map((id) => (
                  <li key={id}>
                    <a
                      href={`#${id}`}
                      className="-ms-px block border-s border-transparent py-1.5 ps-3 text-sm text-muted-foreground outline-none hover:border-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {t(`nav.${id}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex min-w-0 flex-1 flex-col gap-12">
              <p className="max-w-2xl text-[15px] text-muted-foreground">{t("intro")}</p>
              <ButtonsSection />
              <InputsSection />
              <DisplaySection />
              <LayoutSection />
              <TableSection />
              <StepperSection />
              <OverlaysSection />
              <TabsSection />
              <FormatsSection />
            </div>
          </div>
        </TooltipProvider>
      </PortalContainerProvider>
    </div>
  );
}
