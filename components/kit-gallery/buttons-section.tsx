"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip } from "@/components/ui/tooltip";
import { GallerySection, Specimen } from "./gallery-section";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const VARIANTS = ["primary", "secondary", "outline", "ghost", "danger", "link"] as const;

export function ButtonsSection() {
  const t = useTranslations("kit.buttons");
  const [saves, setSaves] = useState(0);
  return (
    <GallerySection id="buttons" title={t("title")} description={t("description")}>
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen label={t("variants")}>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`variant.${variant}`)}
            </Button>
          ))}
        </Specimen>
        <Specimen label={t("sizes")}>
          <Button size="sm">{t("small")}</Button>
          <Button size="md">{t("medium")}</Button>
          <Button size="lg">{t("large")}</Button>
          <Tooltip content={t("iconOnly")}>
            <Button size="icon" variant="outline" aria-label={t("iconOnly")}>
              <Icon name="tune" />
            </Button>
          </Tooltip>
        </Specimen>
        <Specimen label={t("withIcon")}>
          <Button>
            <Icon name="add" size="sm" />
            {t("newAudience")}
          </Button>
          <Button variant="outline">
            <Icon name="download" size="sm" />
            {t("export")}
          </Button>
          <Button variant="danger">
            <Icon name="delete" size="sm" />
            {t("delete")}
          </Button>
        </Specimen>
        <Specimen label={t("disabled")}>
          <Button disabled>{t("variant.primary")}</Button>
          <Button variant="outline" disabled>
            {t("variant.outline")}
          </Button>
          <Button pending>{t("submitting")}</Button>
        </Specimen>
        <Specimen label={t("async")} className="md:col-span-2">
          <Button
            data-testid="pending-button"
            onClick={async () => {
              setSaves((n) => n + 1);
              await wait(1500);
            }}
          >
            <Icon name="save" size="sm" />
            {t("save")}
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="pending-count" aria-live="polite">
            {t("saves", { count: saves })}
          </span>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" label={t("spinner")} className="text-primary" />
            {t("spinner")}
          </span>
        </Specimen>
      </div>
    </GallerySection>
  );
}
