"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput, textInputVariants } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useCreateToolkitRequestMutation } from "@/lib/client/queries/toolkit-requests";
import { useHydrated } from "@/lib/client/use-hydrated";
import { accessRequestFormSchema, downloadRequestFormSchema } from "@/lib/schemas/toolkit-requests";

type Props = { kind: "access" } | { kind: "download"; title: string };

const EMPTY = { email: "", name: "", company: "", country: "", message: "" };

/** The request-access and request-download form: on success the visitor goes to the confirmation page. */
export function RequestForm(props: Props) {
  const t = useTranslations("requests");
  const router = useRouter();
  const create = useCreateToolkitRequestMutation();
  const hydrated = useHydrated();
  const schema = props.kind === "access" ? accessRequestFormSchema : downloadRequestFormSchema;
  const { form, serverErrors } = useZodForm(schema, { defaultValues: EMPTY });
  const errors = form.formState.errors as Partial<Record<keyof typeof EMPTY | "root", { message?: string; server?: { message?: string } }>>;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(props.kind === "access" ? { kind: "access", ...(values as typeof EMPTY) } : { kind: "download", title: props.title, ...values });
      router.push(`/request-confirmation?kind=${props.kind}`);
    } catch (error) {
      if (!serverErrors(error)) form.setError("root.server" as never, { type: "server", message: (error as Error).message });
    }
  });

  const access = props.kind === "access";
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4 rounded-xl border border-border bg-card p-6" data-testid={`request-${props.kind}-form`}>
      <Field label={t("fields.email")} error={errors.email?.message} required>
        <TextInput type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label={t("fields.name")} error={errors.name?.message} required={access}>
        <TextInput autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label={t("fields.company")} error={errors.company?.message} required={access}>
        <TextInput autoComplete="organization" {...form.register("company")} />
      </Field>
      {access && (
        <>
          <Field label={t("fields.country")} error={errors.country?.message}>
            <TextInput autoComplete="country-name" {...form.register("country" as never)} />
          </Field>
          <Field id="request-message" label={t("fields.message")} error={errors.message?.message}>
            <textarea id="request-message" aria-invalid={Boolean(errors.message)} rows={4} className={textInputVariants({ className: "h-auto py-2" })} {...form.register("message" as never)} />
          </Field>
        </>
      )}
      {errors.root?.server?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" pending={create.isPending} disabled={!hydrated} className="self-start">
        {create.isPending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
