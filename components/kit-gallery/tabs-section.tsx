"use client";
import { useTranslations } from "next-intl";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { GallerySection, Specimen } from "./gallery-section";

const KEYS = ["overview", "audience", "posts", "hashtags", "keywords", "countries", "languages", "interests", "sentiment"] as const;

export function TabsSection() {
  const t = useTranslations("kit.tabs");
  const tabs: TabItem[] = KEYS.map((key) => ({
    id: key,
    name: t(`tab.${key}`),
    disabled: key === "sentiment",
    slot: (
      <p className="rounded-lg border border-dashed border-border bg-background px-4 py-6 text-sm text-muted-foreground" data-testid={`panel-${key}`}>
        {t("panel", { name: t(`tab.${key}`) })}
      </p>
    ),
  }));
  return (
    <GallerySection id="tabs" title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-7">
        <Specimen label={t("full")}>
          <div className="w-full" data-testid="tabs-full">
            <Tabs tabs={tabs} label={t("label")} />
          </div>
        </Specimen>
        <Specimen label={t("narrow")}>
          <div className="w-full max-w-[320px]" data-testid="tabs-narrow">
            <Tabs tabs={tabs} label={t("labelNarrow")} />
          </div>
        </Specimen>
      </div>
    </GallerySection>
  );
}
