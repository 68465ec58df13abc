"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { copyToClipboard } from "@/lib/client/clipboard";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { savedAudiencesApi, type SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { withToasts } from "./audience-commands";

/** Shares a saved audience by link (toolkit saved lists open it) or with another user's account. */
export function ShareDialog({ audience, onClose }: { audience: SavedAudience; onClose: () => void }) {
  const t = useTranslations("savedAudiences");
  const tc = useTranslations("kit.clipboard");
  const format = useFormatter();
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null);
  const [email, setEmail] = useState("");
  const createLink = async () => {
    try {
      const made = await savedAudiencesApi.share(audience.id);
      setLink({ url: new URL(made.path, window.location.origin).toString(), expires: made.expires });
    } catch (error) {
      toastHttpError(error);
    }
  };
  const shareWith = async () => {
    if (await withToasts(() => savedAudiencesApi.shareWith(audience.id, email), t("shared", { email }))) setEmail("");
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("shareTitle", { name: audience.name })}</DialogTitle>
          <DialogDescription>{t("shareBody")}</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="space-y-2">
            <Field label={t("shareLinkLabel")} hint={t("shareExpires", { date: format.dateTime(new Date(link.expires), { dateStyle: "medium" }) })}>
              <TextInput readOnly value={link.url} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
            </Field>
            <Button variant="outline" onClick={() => copyToClipboard(link.url, { unsupported: tc("unsupported"), empty: tc("empty"), copied: tc("copied") }, t("copied"))}>
              {t("copy")}
            </Button>
          </div>
        ) : (
          <Button onClick={createLink}>{t("createLink")}</Button>
        )}
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            return shareWith();
          }}
        >
          <Field label={t("shareEmailLabel")} className="flex-1">
            <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" disabled={!email.includes("@")}>
            {t("shareSend")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
