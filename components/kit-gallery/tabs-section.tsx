"use client";
import { useTranslations } from "next-intl";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { GallerySection, Specimen } from "./gallery-section";

const SECTIONS = ["overview", "audience", "posts", "hashtags", "keywords", "countries", "languages", "interests", "sentiment"] as const;
const PERIODS = ["1d", "1w", "1m", "3m", "6m", "ytd", "1y", "5y", "all"] as const;

function Panel({ id, text }: { id: string; text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-background px-4 py-6 text-sm text-muted-foreground" data-testid={`panel-${id}`}>
      {text}
    </p>
  );
}

export function TabsSection() {
  const t = useTranslations("kit.tabs");
  const sections: TabItem[] = SECTIONS.map((key) => ({
    id: key,
    name: t(`tab.${key}`),
    disabled: key === "sentiment",
    slot: <Panel id={key} text={t("panel", { name: t(`tab.${key}`) })} />,
  }));
  const periods: TabItem[] = PERIODS.map((key) => ({
    id: key,
    name: t(`period.${key}`),
    slot: <Panel id={`period-${key}`} text={t("periodPanel", { name: t(`period.${key}`) })} />,
  }));
  return (
    <GallerySection id="tabs" title={t("title")} description={t("description")}>
      <div className="grid grid-cols-1 gap-7">
        <Specimen label={t("full")}>
          <div className="w-full min-w-0" data-testid="tabs-full">
            <Tabs tabs={sections} label={t("label")} />
          </div>
        </Specimen>
        <Specimen label={t("narrow")}>
          <div className="w-full max-w-[320px]" data-testid="tabs-narrow">
            <Tabs tabs={periods} label={t("labelNarrow")} defaultValue="1m" />
          </div>
        </Specimen>
      </div>
    </GallerySection>
  );
}
