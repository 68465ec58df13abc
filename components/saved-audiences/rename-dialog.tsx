"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { savedAudiencesApi, type SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { withToasts } from "./audience-commands";

/** Renames a saved audience. */
export function RenameDialog({ audience, onClose, onRenamed }: { audience: SavedAudience; onClose: () => void; onRenamed: (a: SavedAudience) => void }) {
  const t = useTranslations("savedAudiences");
  const [name, setName] = useState(audience.name);
  const save = async () => {
    if (await withToasts(async () => onRenamed(await savedAudiencesApi.rename(audience.id, name)), t("renamed"))) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("renameTitle")}</DialogTitle>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            return save();
          }}
          className="space-y-4"
        >
          <Field label={t("nameLabel")} required>
            <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={255} autoFocus />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!name.trim() || name.trim() === audience.name}>
              {t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
