"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/lib/client/toasts";
import type { ApiClient } from "@/lib/client/http/client";
import { BACKGROUND_COLOURS, type ImageBackground } from "@/lib/client/exports/capture-sections";
import { exportImages, exportSheet, type ExportTarget, type PickedSection } from "@/lib/client/exports/export-analysis";
import { ChoiceGroup } from "./choice-group";
import { readySections } from "./ready-sections";

type Format = "png" | "zip" | "xlsx";

export interface DownloadDialogProps {
  client: ApiClient;
  /** The saved analysis on screen; the button is disabled until there is one. */
  analysis: { audience_creator_query_id: string; team?: string } | null;
  queryType: string | null;
  background: ImageBackground;
  onBackgroundChange: (b: ImageBackground) => void;
}

/** The analysis's Download button and dialog: pick sections, then one PNG, a zip of PNGs or an xlsx. */
export function DownloadDialog({ client, analysis, queryType, background, onBackgroundChange }: DownloadDialogProps) {
  const t = useTranslations("exports");
  const [open, setOpen] = useState(false);
  const [sections, setSections] = useState<PickedSection[]>([]);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [format, setFormat] = useState<Format>("png");
  const exporting = useMutation({
    mutationFn: ({ target, chosen }: { target: ExportTarget; chosen: PickedSection[] }) =>
      format === "xlsx" ? exportSheet(target, chosen) : exportImages(target, chosen, format, background),
  });
  const busy = exporting.isPending;
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      const ready = readySections();
      setSections(ready);
      setPicked(new Set(ready.map((s) => s.key)));
      setError(null);
    }
    setOpen(next);
  }

  async function download() {
    if (!analysis || !queryType) return;
    const chosen = sections.filter((s) => picked.has(s.key));
    if (!chosen.length) return setError(t("pickOne"));
    setError(null);
    try {
      const filename = await exporting.mutateAsync({ target: { client, analysis, queryType }, chosen });
      toast.success(t("done", { filename }));
      setOpen(false);
    } catch (e) {
      setError(t("failed", { message: e instanceof Error ? e.message : String(e) }));
    }
  }

  const toggle = (key: string, on: boolean) => setPicked((p) => { const n = new Set(p); if (on) n.add(key); else n.delete(key); return n; });
  const all = sections.length > 0 && picked.size === sections.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!analysis} title={analysis ? undefined : t("notReady")} data-testid="download-button">
          <Icon name="download" size="sm" /> {t("download")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl" data-testid="download-dialog" onInteractOutside={(e) => busy && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <section className="space-y-2" aria-labelledby="download-sections">
          <div className="flex items-center justify-between gap-2">
            <h3 id="download-sections" className="text-sm font-medium">
              {t("sections")} <span className="font-normal text-muted-foreground">{t("selectedCount", { count: picked.size, total: sections.length })}</span>
            </h3>
            <Button variant="link" size="sm" onClick={() => setPicked(all ? new Set() : new Set(sections.map((s) => s.key)))} disabled={!sections.length}>
              {all ? t("selectNone") : t("selectAll")}
            </Button>
          </div>
          {sections.length ? (
            <ul className="grid max-h-56 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-border p-3 sm:grid-cols-2">
              {sections.map((s) => (
                <li key={s.key}>
                  <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
                    <Checkbox checked={picked.has(s.key)} onCheckedChange={(v) => toggle(s.key, v === true)} data-section-option={s.key} />
                    <span className="truncate">{s.title}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{t("noSections")}</p>
          )}
        </section>
        <ChoiceGroup
          label={t("format")}
          name="download-format"
          value={format}
          onChange={setFormat}
          options={(["png", "zip", "xlsx"] as const).map((f) => ({ value: f, label: t(`formats.${f}`) }))}
        />
        {format !== "xlsx" ? (
          <ChoiceGroup
            label={t("background")}
            name="download-background"
            value={background}
            onChange={onBackgroundChange}
            options={(["black", "white", "transparent"] as const).map((b) => ({
              value: b,
              label: t(`backgrounds.${b}`),
              swatch: BACKGROUND_COLOURS[b] ?? "repeating-conic-gradient(#c8ccd4 0 25%, #fff 0 50%) 50% / 8px 8px",
            }))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("sheetNote")}</p>
        )}
        {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>{t("cancel")}</Button>
          <Button onClick={download} pending={busy} disabled={!sections.length} data-testid="download-submit">
            {busy ? t("working") : t("submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
