"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/** "Cancel plan", asked once more: the plan stays active until the end of the paid period. */
export function CancelPlanDialog({ until, onConfirm }: { until: string; onConfirm: () => Promise<unknown> }) {
  const t = useTranslations("billing");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t("cancel")}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("cancel")}</DialogTitle>
        <DialogDescription>{t("cancelConfirm", { date: until })}</DialogDescription>
        <DialogFooter className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t("resume")}</Button>
          </DialogClose>
          <Button variant="danger" onClick={async () => (await onConfirm().then(() => true, () => false)) && setOpen(false)}>
            {t("confirmCancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
