"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } from "@/lib/client/queries/user";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { createApiTokenSchema } from "@/lib/schemas/auth";
import { Button, ErrorNote, ItemRow, Panel, TextField } from "./parts";

/** The user's API tokens: create (key shown once), list, revoke. */
export function ApiTokensPanel() {
  const t = useTranslations("account");
  const format = useFormatter();
  const [fresh, setFresh] = useState<string | null>(null);
  const { data, error } = useApiTokensQuery();
  useErrorToast(error);
  const create = useCreateApiTokenMutation();
  const revoke = useRevokeApiTokenMutation();
  const { form, serverErrors } = useZodForm(createApiTokenSchema, { defaultValues: { name: "" } });
  const { errors } = form.formState;
  const tokens = data ?? [];
  const submit = form.handleSubmit(async (body) => {
    try {
      setFresh((await create.mutateAsync(body)).key);
      form.reset();
    } catch (e) {
      if (!serverErrors(e)) toast.error((e as Error).message);
    }
  });
  return (
    <Panel title={t("tokensTitle")} testId="api-tokens">
      <p className="mb-4 text-sm text-muted-foreground">{t("tokensBody")}</p>
      <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <div className="min-w-48 flex-1">
          <TextField id="token-name" label={t("tokenNameLabel")} error={errors.name?.message} {...form.register("name")} />
        </div>
        <Button type="submit" busy={create.isPending} disabled={!form.watch("name")?.trim()}>
          {t("createToken")}
        </Button>
      </form>
      {errors.root?.server && (
        <div className="mt-3">
          <ErrorNote>{errors.root.server.message}</ErrorNote>
        </div>
      )}
      {fresh && (
        <div className="mt-4 rounded-md border border-border bg-muted p-3 text-sm" data-testid="fresh-token">
          <p>{t("tokenCreated")}</p>
          <code className="mt-1 block break-all font-mono text-xs">{fresh}</code>
        </div>
      )}
      {tokens.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("noTokens")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {tokens.map((token) => (
            <ItemRow
              key={token.id}
              title={token.name}
              detail={
                <>
                  <code>{token.prefix}…</code> · {token.last_used ? t("lastUsed", { date: format.dateTime(new Date(token.last_used), { dateStyle: "medium" }) }) : t("neverUsed")}
                </>
              }
            >
              <Button
                tone="danger"
                busy={revoke.isPending && revoke.variables === token.id}
                onClick={() => revoke.mutate(token.id, { onSuccess: () => toast.success(t("revoked")), onError: (e) => toast.error(e.message) })}
              >
                {t("revoke")}
              </Button>
            </ItemRow>
          ))}
        </ul>
      )}
    </Panel>
  );
}
