"use client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { bareHandle } from "@/lib/domain/handles";
import { handleFormSchema } from "@/lib/schemas/x-handle";

/** A research tool's one-handle form: the handle, without its @, goes to `onSubmit`. */
export function HandleForm({ label, action, busy, onSubmit }: { label: string; action: string; busy: boolean; onSubmit: (handle: string) => void }) {
  const { form } = useZodForm(handleFormSchema, { defaultValues: { handle: "" } });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSubmit(bareHandle(v.handle)))} className="flex flex-wrap items-end gap-3">
      <Field label={label} error={form.formState.errors.handle?.message} className="w-72">
        <TextInput placeholder="@handle" {...form.register("handle")} />
      </Field>
      <Button type="submit" pending={busy}>
        {action}
      </Button>
    </form>
  );
}
