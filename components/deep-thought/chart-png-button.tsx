"use client";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { api } from "@/lib/client/http/api";
import { canvasToPng, captureCards, composeOnBackground } from "@/lib/client/exports/capture-sections";
import { saveFile } from "@/lib/client/exports/save-file";
import { toastHttpError } from "@/lib/client/http/error-feedback";

/** Saves the card the button sits in as a PNG, the way the analysis cards export. */
export function ChartPngButton({ target, filename }: { target: () => HTMLElement | null; filename: string }) {
  const t = useTranslations("deepThought");
  const save = useMutation({
    mutationFn: async () => {
      const node = target();
      if (!node) return;
      const [canvas] = await captureCards([node], api());
      saveFile(await canvasToPng(composeOnBackground([canvas], "transparent")), filename);
    },
    onError: toastHttpError,
  });
  return (
    <Button variant="ghost" size="sm" pending={save.isPending} onClick={() => save.mutate()}>
      <Icon name="download" size="sm" /> {t("savePng")}
    </Button>
  );
}
