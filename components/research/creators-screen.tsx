"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useExploreCreatorsQuery } from "@/lib/client/queries/creators-research";
import { creatorsFormSchema, type CreatorsForm, type ExploreCreatorsBody } from "@/lib/schemas/explore-creators";
import { PackageLink } from "./package-link";
import { QueryError } from "./query-error";
import { SimpleTable } from "@/components/ui/simple-table";

const nf = (n: number) => n.toLocaleString();
const pct = (n: number) => `${n.toLocaleString()}%`;

const toSearch = (v: CreatorsForm): ExploreCreatorsBody => ({
  topic: v.topic,
  country: v.country || undefined,
  min_followers: v.min_followers ? Number(v.min_followers) : undefined,
  max_followers: v.max_followers ? Number(v.max_followers) : undefined,
});

/** /creators: creators by topic, country and audience size, with reach, engagement and audience fit. */
export function CreatorsScreen() {
  const t = useTranslations("research.creators");
  const [search, setSearch] = useState<ExploreCreatorsBody | null>(null);
  const creators = useExploreCreatorsQuery(search);
  const { form } = useZodForm(creatorsFormSchema, { defaultValues: { topic: "", country: "", min_followers: "", max_followers: "" } });
  const submit = form.handleSubmit((v) => setSearch(toSearch(v)));
  const errors = form.formState.errors;
  const d = creators.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label={t("topic")} error={errors.topic?.message} className="w-56">
          <TextInput placeholder="#coffee" {...form.register("topic")} />
        </Field>
        <Field label={t("country")} error={errors.country?.message} className="w-48">
          <TextInput placeholder={t("anyCountry")} {...form.register("country")} />
        </Field>
        <Field label={t("minFollowers")} error={errors.min_followers?.message} className="w-40">
          <TextInput inputMode="numeric" {...form.register("min_followers")} />
        </Field>
        <Field label={t("maxFollowers")} error={errors.max_followers?.message} className="w-40">
          <TextInput inputMode="numeric" {...form.register("max_followers")} />
        </Field>
        <Button type="submit" pending={creators.isFetching}>
          {creators.isFetching ? t("running") : t("run")}
        </Button>
      </form>
      <QueryError error={creators.error} />
      {d && (
        <section className="flex flex-col gap-3" aria-labelledby="creators-heading" data-testid="creators">
          <h2 id="creators-heading" className="font-semibold">
            {t("results", { topic: d.topic })}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="creators-base">
            {t("base", { posts: nf(d.topic_posts), authors: nf(d.topic_authors), topic: d.topic, shown: d.creators.length })}
          </p>
          {!d.creators.length && <p>{t("none")}</p>}
          {d.creators.length > 0 && (
            <SimpleTable headers={[t("creator"), t("reach"), t("topicPosts"), t("engagement"), t("topicFit"), ...(d.country ? [t("countryFit", { country: d.country })] : []), <span key="package" className="sr-only">{t("package")}</span>]}>
              {d.creators.map((c) => (
                <tr key={c.handle} className="border-t border-border" data-testid="creator">
                  <th scope="row" className="p-3 text-left font-medium">
                    @{c.handle}
                    <span className="block text-xs font-normal text-muted-foreground">{[c.name, c.country].filter(Boolean).join(" · ")}</span>
                  </th>
                  <td className="p-3">{t("reachValue", { followers: c.followers, inCorpus: c.followers_in_corpus })}</td>
                  <td className="p-3">{nf(c.topic_posts)}</td>
                  <td className="p-3">{c.engagement_per_post.toLocaleString()}</td>
                  <td className="p-3">{t("fitValue", { share: pct(c.topic_fit), base: nf(c.followers_in_corpus) })}</td>
                  {d.country && <td className="p-3">{t("fitValue", { share: pct(c.country_fit ?? 0), base: nf(c.located_followers) })}</td>}
                  <td className="p-3 text-right"><PackageLink handle={c.handle} label={t("package")} /></td>
                </tr>
              ))}
            </SimpleTable>
          )}
          <p className="text-xs text-muted-foreground">{t("method", { method: d.method })}</p>
        </section>
      )}
    </div>
  );
}
