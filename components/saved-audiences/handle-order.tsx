"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/lib/client/toasts";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useReorderHandlesMutation } from "@/lib/client/queries/audiences";
import type { SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { moveItem } from "@/lib/domain/targeting/move-item";
import { MAX_APPLIED_HANDLES } from "@/lib/domain/targeting/targeting-package";
import { atHandle } from "@/lib/domain/handles";

/** A saved audience's handles in the order they are applied (the first 100 selected go), moved up or down and saved at once. */
export function HandleOrder({ audience }: { audience: SavedAudience }) {
  const t = useTranslations("savedAudiences.handleOrder");
  const reorder = useReorderHandlesMutation(audience.id);
  const pending = reorder.isPending;
  const handles = audience.targeting_package.handles ?? [];
  if (handles.length < 2) return null;

  const move = (from: number, to: number) =>
    reorder.mutate(
      moveItem(handles, from, to).map((h) => h.handle),
      { onSuccess: () => toast.success(t("saved")), onError: toastHttpError },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("hint", { max: MAX_APPLIED_HANDLES })}</p>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-border" data-testid="handle-order" aria-busy={pending || undefined}>
          {handles.map((h, i) => {
            const name = atHandle(h.handle);
            return (
              <li key={h.handle} className="flex items-center justify-between gap-3 py-1.5 text-sm">
                <span className={h.deselected ? "text-muted-foreground line-through" : undefined}>
                  <span className="me-2 inline-block w-6 text-end text-muted-foreground tabular-nums">{i + 1}.</span>
                  {name}
                  {h.deselected ? <span className="sr-only"> ({t("notApplied")})</span> : null}
                </span>
                <span className="flex gap-1">
                  <Button variant="ghost" size="icon" disabled={pending || i === 0} aria-label={t("up", { name })} onClick={() => move(i, i - 1)}>
                    <Icon name="arrow_upward" />
                  </Button>
                  <Button variant="ghost" size="icon" disabled={pending || i === handles.length - 1} aria-label={t("down", { name })} onClick={() => move(i, i + 1)}>
                    <Icon name="arrow_downward" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
