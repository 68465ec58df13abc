"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";

/** Where a new subscriber types the code a creator shared with them. */
export function ReferralCodeField({ input, error }: { input: UseFormRegisterReturn; error?: string }) {
  const t = useTranslations("billing");
  return (
    <Field id="referral-code" label={t("referralCodeLabel")} hint={t("referralCodeHint")} error={error} className="max-w-xs">
      <TextInput autoComplete="off" spellCheck={false} {...input} />
    </Field>
  );
}
