"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useCreateCreativeMutation, useCreativesQuery, useDeleteCreativeMutation, useMediaQuery } from "@/lib/client/queries/campaigns";
import { useAdAccountsQuery } from "@/lib/client/queries/user";
import { CARD_TYPES, creativeCreateSchema } from "@/lib/schemas/campaigns";
import { AdAccountOptions } from "./select-options";

const formSchema = creativeCreateSchema.omit({ team: true });

/** The card as it will show in the timeline, redrawn as the form is filled in. */
function CardPreview({ title, url, image }: { title: string; url: string; image: string | null }) {
  const t = useTranslations("campaigns.creatives");
  let host = "";
  try {
    host = url ? new URL(url).host : "";
  } catch {
    host = "";
  }
  return (
    <figure data-testid="card-preview" aria-label={t("preview")} className="overflow-hidden rounded-xl border border-border">
      {/* eslint-disable-next-line @next/next/no-img-element -- a team's private file from our API */}
      {image ? <img src={image} alt="" className="aspect-video w-full object-cover" /> : <div className="aspect-video w-full bg-muted" />}
      <figcaption className="space-y-0.5 p-3">
        <p className="text-xs text-muted-foreground">{host || t("previewHost")}</p>
        <p className="font-medium">{title || t("previewTitle")}</p>
      </figcaption>
    </figure>
  );
}

/** Creatives: website, image and video cards, built with a live preview. */
export function CreativesScreen({ team }: { team: string }) {
  const t = useTranslations("campaigns.creatives");
  const accounts = useAdAccountsQuery();
  const creatives = useCreativesQuery(team);
  const media = useMediaQuery(team);
  const create = useCreateCreativeMutation(team);
  const remove = useDeleteCreativeMutation(team);
  const { form, serverErrors } = useZodForm(formSchema, { defaultValues: { ad_account_id: "", name: "", card_type: "WEBSITE", title: "", website_url: "", media_id: null } });
  const account = form.watch("ad_account_id");
  useEffect(() => {
    if (!account && accounts.data?.[0]) form.setValue("ad_account_id", accounts.data[0].account_id);
  }, [account, accounts.data, form]);
  const [type, title, url, mediaId] = form.watch(["card_type", "title", "website_url", "media_id"]);
  const chosen = media.data?.find((m) => String(m.id) === String(mediaId ?? ""));
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ ...values, name: "", title: "" });
    } catch (error) {
      if (!serverErrors(error)) toastHttpError(error);
    }
  });
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("builder")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-[1fr_320px]">
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Field label={t("adAccount")}>
              <NativeSelect {...form.register("ad_account_id")}>
                <AdAccountOptions accounts={accounts.data} />
              </NativeSelect>
            </Field>
            <Field label={t("type")}>
              <NativeSelect {...form.register("card_type")}>
                {CARD_TYPES.map((c) => (
                  <option key={c} value={c}>{t(`types.${c}`)}</option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t("name")} error={errors.name?.message} required>
              <TextInput {...form.register("name")} />
            </Field>
            <Field label={t("title")} error={errors.title?.message} required>
              <TextInput {...form.register("title")} />
            </Field>
            <Field label={t("website")} error={errors.website_url?.message} required={type === "WEBSITE"}>
              <TextInput type="url" {...form.register("website_url")} />
            </Field>
            {type !== "WEBSITE" ? (
              <Field label={t("media")} error={errors.media_id?.message} required>
                <NativeSelect {...form.register("media_id", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}>
                  <option value="">{t("chooseMedia")}</option>
                  {(media.data ?? [])
                    .filter((m) => m.media_type === type && m.ad_account_id === account)
                    .map((m) => (
                      <option key={m.id} value={m.id}>{m.name}</option>
                    ))}
                </NativeSelect>
              </Field>
            ) : null}
            {errors.root?.server ? <p role="alert" className="text-sm font-medium text-danger">{errors.root.server.message}</p> : null}
            <div>
              <Button type="submit" pending={create.isPending}>
                {t("create")}
              </Button>
            </div>
          </form>
          <CardPreview title={title ?? ""} url={url ?? ""} image={type === "IMAGE" ? (chosen?.url ?? null) : null} />
        </CardContent>
      </Card>
      <DataTable
        caption={t("caption")}
        rowKey={(c) => String(c.id)}
        rows={creatives.data ?? []}
        loading={creatives.isPending}
        empty={t("empty")}
        columns={[
          { name: t("name"), value: "name" },
          { name: t("type"), value: "card_type" },
          { name: t("title"), value: "title" },
          { name: t("website"), value: "website_url" },
          { name: t("actions"), value: "id", slot: (c) => <Button size="sm" variant="outline" onClick={() => remove.mutateAsync(c.id).then(() => undefined, toastHttpError)}>{t("delete")}</Button> },
        ]}
      />
    </div>
  );
}
