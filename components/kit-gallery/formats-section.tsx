"use client";
import { useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { TextInput } from "@/components/ui/text-input";
import { Tooltip } from "@/components/ui/tooltip";
import { copyToClipboard } from "@/lib/client/clipboard";
import { debounce } from "@/lib/domain/debounce";
import { abbreviateNumber, CHART_PALETTE, currencySymbol, formatShortDate, truncate } from "@/lib/domain/format";
import { GallerySection, Specimen } from "./gallery-section";

const NUMBERS = [950, 1_000, 1_560, 9_999, 48_200, 999_999, 1_250_000, 48_000_000];
const CURRENCIES = ["EUR", "USD", "GBP", "JPY"];
const TEXTS = ["Coffee", "Specialty coffee lovers in Tokyo", "#LatteArtChampionship2026"];

function Pair({ from, to }: { from: React.ReactNode; to: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-border py-1.5 text-sm last:border-0">
      <code className="min-w-0 truncate text-muted-foreground">{from}</code>
      <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">{to}</span>
    </div>
  );
}

export function FormatsSection() {
  const t = useTranslations("kit.formats");
  const tc = useTranslations("kit.clipboard");
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [settled, setSettled] = useState("");
  const settle = useMemo(() => debounce((value: string) => setSettled(value)), []);
  const messages = { unsupported: tc("unsupported"), empty: tc("empty"), copied: tc("copied") };
  const today = new Date(Date.UTC(2026, 10, 22));

  return (
    <GallerySection id="formats" title={t("title")} description={t("description")}>
      <div className="grid gap-x-8 gap-y-7 md:grid-cols-2 lg:grid-cols-3">
        <Specimen label={t("numbers")}>
          <div className="w-full">
            {NUMBERS.map((n) => (
              <Pair key={n} from={n.toLocaleString("en-US")} to={abbreviateNumber(n)} />
            ))}
          </div>
        </Specimen>
        <Specimen label={t("currencies")}>
          <div className="w-full">
            {CURRENCIES.map((code) => (
              <Pair key={code} from={code === "JPY" ? t("otherCurrency", { code }) : code} to={currencySymbol(code)} />
            ))}
          </div>
        </Specimen>
        <Specimen label={t("dates")}>
          <div className="w-full">
            {[locale, "en-US", "ja"].map((tag, index) => (
              <Pair key={`${tag}-${index}`} from={index === 0 ? t("currentLocale", { locale: tag }) : tag} to={formatShortDate(today, tag, "UTC")} />
            ))}
          </div>
        </Specimen>
        <Specimen label={t("truncation")}>
          <div className="w-full">
            {TEXTS.map((text) => (
              <div key={text} className="flex flex-col gap-0.5 border-b border-border py-1.5 text-sm last:border-0">
                <code className="text-xs break-all text-muted-foreground">{text}</code>
                <Tooltip content={text}>
                  <span tabIndex={0} className="w-max rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {truncate(text)}
                  </span>
                </Tooltip>
              </div>
            ))}
          </div>
        </Specimen>
        <Specimen label={t("debounce")}>
          <Field label={t("debounceLabel")} hint={t("debounceHint", { settled: settled || "—" })} className="w-full">
            <TextInput
              icon="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                settle(e.target.value);
              }}
            />
          </Field>
        </Specimen>
        <Specimen label={t("clipboard")}>
          <Button variant="outline" size="sm" onClick={() => copyToClipboard("@murmur_app", messages)}>
            <Icon name="content_copy" size="sm" />
            {t("copyHandle")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => copyToClipboard("https://murmur.example/a/42", messages, t("linkCopied"))}>
            <Icon name="link" size="sm" />
            {t("copyLink")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => copyToClipboard(window.getSelection()?.toString(), messages)}>
            <Icon name="select_all" size="sm" />
            {t("copySelection")}
          </Button>
        </Specimen>
        <Specimen label={t("palette", { count: CHART_PALETTE.length })} className="md:col-span-2 lg:col-span-3">
          <ul className="grid w-full grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2" aria-label={t("palette", { count: CHART_PALETTE.length })}>
            {CHART_PALETTE.map((colour, index) => (
              <li key={colour} className="flex flex-col items-center gap-1">
                <span className="h-9 w-full rounded-md ring-1 ring-black/10 ring-inset" style={{ background: colour }} />
                <span className="text-[10px] text-muted-foreground tabular-nums">{index + 1}</span>
              </li>
            ))}
          </ul>
        </Specimen>
      </div>
    </GallerySection>
  );
}
