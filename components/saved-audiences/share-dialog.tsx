"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { copyToClipboard } from "@/lib/client/clipboard";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useShareLinkMutation, useShareWithMutation } from "@/lib/client/queries/audiences";
import type { SavedAudience } from "@/lib/client/targeting/saved-audiences";
import { shareViaAccountSchema } from "@/lib/schemas/audience-sharing";

/** Shares a saved audience by link (toolkit saved lists open it) or with another user's account. */
export function ShareDialog({ audience, onClose }: { audience: SavedAudience; onClose: () => void }) {
  const t = useTranslations("savedAudiences");
  const tc = useTranslations("kit.clipboard");
  const format = useFormatter();
  const share = useShareLinkMutation(audience.id);
  const link = share.data ? { url: new URL(share.data.path, window.location.origin).toString(), expires: share.data.expires } : null;
  const shareWith = useShareWithMutation(audience.id);
  const { form, serverErrors } = useZodForm(shareViaAccountSchema, { defaultValues: { email: "" } });
  const email = form.watch("email") ?? "";
  const submit = form.handleSubmit(async (body) => {
    try {
      await shareWith.mutateAsync(body.email);
      toast.success(t("shared", { email: body.email }));
      form.reset();
    } catch (e) {
      if (!serverErrors(e)) toastHttpError(e);
    }
  });
  const emailError = form.formState.errors.email?.message ?? form.formState.errors.root?.server?.message;
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
          <Button pending={share.isPending} onClick={() => share.mutate(undefined, { onError: toastHttpError })}>
            {t("createLink")}
          </Button>
        )}
        <form noValidate className="flex items-end gap-2" onSubmit={submit}>
          <Field label={t("shareEmailLabel")} className="flex-1" error={emailError}>
            <TextInput type="email" autoComplete="off" {...form.register("email")} />
          </Field>
          <Button type="submit" variant="outline" pending={shareWith.isPending} disabled={!email.includes("@")}>
            {t("shareSend")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
