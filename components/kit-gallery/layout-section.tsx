"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Grid } from "@/components/ui/grid";
import { Icon } from "@/components/ui/icon";
import { Column, Row } from "@/components/ui/layout";
import { ScrollContainer } from "@/components/ui/scroll-container";
import { abbreviateNumber } from "@/lib/domain/format";
import { GallerySection, Specimen } from "./gallery-section";

const STATS = [
  { key: "reach", value: 1_284_000, icon: "groups", change: "+12%" },
  { key: "engagement", value: 48_210, icon: "favorite", change: "+4%" },
  { key: "posts", value: 9_480, icon: "chat", change: "-2%" },
] as const;

export function LayoutSection() {
  const t = useTranslations("kit.layout");
  return (
    <GallerySection id="layout" title={t("title")} description={t("description")} className="bg-background">
      <Column gap="lg">
        <Specimen label={t("grid")}>
          <Grid cols={3} className="w-full">
            {STATS.map((stat) => (
              <Card key={stat.key} padding="md">
                <Row justify="between">
                  <span className="text-sm text-muted-foreground">{t(`stat.${stat.key}`)}</span>
                  <span className="grid size-8 place-items-center rounded-lg bg-primary/10 text-primary">
                    <Icon name={stat.icon} size="sm" />
                  </span>
                </Row>
                <Row align="baseline" gap="sm">
                  <span className="text-2xl font-semibold tracking-tight tabular-nums">{abbreviateNumber(stat.value)}</span>
                  <Chip size="sm" tone={stat.change.startsWith("-") ? "danger" : "success"}>
                    {stat.change}
                  </Chip>
                </Row>
              </Card>
            ))}
          </Grid>
        </Specimen>
        <Grid cols={2} gap="lg">
          <Specimen label={t("card")}>
            <Card className="w-full">
              <CardHeader>
                <CardTitle>{t("cardTitle")}</CardTitle>
                <CardDescription>{t("cardDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                <Row wrap>
                  <Chip size="sm">{t("chipA")}</Chip>
                  <Chip size="sm">{t("chipB")}</Chip>
                  <Chip size="sm">{t("chipC")}</Chip>
                </Row>
              </CardContent>
              <CardFooter className="justify-end">
                <Button variant="ghost" size="sm">
                  {t("cancel")}
                </Button>
                <Button size="sm">{t("apply")}</Button>
              </CardFooter>
            </Card>
          </Specimen>
          <Specimen label={t("rowColumn")}>
            <Column gap="sm" className="w-full">
              {(["rowA", "rowB", "rowC"] as const).map((key) => (
                <Row key={key} justify="between" className="rounded-lg border border-border bg-card px-3 py-2.5 text-sm">
                  <Row gap="sm">
                    <Icon name="drag_indicator" size="sm" className="text-muted-foreground" />
                    {t(key)}
                  </Row>
                  <Icon name="chevron_right" size="sm" className="text-muted-foreground" />
                </Row>
              ))}
            </Column>
          </Specimen>
        </Grid>
        <Specimen label={t("scroll")}>
          <ScrollContainer label={t("scrollLabel")} maxHeight={176} className="w-full rounded-xl border border-border bg-card">
            <ol className="divide-y divide-border">
              {Array.from({ length: 14 }, (_, i) => (
                <li key={i} className="flex items-center justify-between px-4 py-2.5 text-sm">
                  <span>{t("scrollItem", { n: i + 1 })}</span>
                  <span className="text-muted-foreground tabular-nums">{abbreviateNumber((i + 1) * 7_350)}</span>
                </li>
              ))}
            </ol>
          </ScrollContainer>
        </Specimen>
      </Column>
    </GallerySection>
  );
}
