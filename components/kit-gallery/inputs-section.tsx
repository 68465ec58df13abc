"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { TextInput } from "@/components/ui/text-input";
import { GallerySection, Specimen } from "./gallery-section";

export function InputsSection() {
  const t = useTranslations("kit.inputs");
  const [email, setEmail] = useState("ada@");
  const [checked, setChecked] = useState<boolean | "indeterminate">("indeterminate");
  const emailError = email.includes("@") && /\S+@\S+\.\S+/.test(email) ? undefined : t("emailError");
  return (
    <GallerySection id="inputs" title={t("title")} description={t("description")}>
      <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        <Field label={t("name")} hint={t("nameHint")} required>
          <TextInput placeholder={t("namePlaceholder")} />
        </Field>
        <Field label={t("search")}>
          <TextInput icon="search" type="search" placeholder={t("searchPlaceholder")} />
        </Field>
        <Field label={t("email")} error={emailError} hint={t("emailHint")}>
          <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t("disabled")}>
          <TextInput disabled defaultValue={t("disabledValue")} />
        </Field>
        <Field label={t("readOnly")}>
          <TextInput readOnly defaultValue="@murmur_app" />
        </Field>
        <Specimen label={t("sizes")}>
          <Label className="sr-only" htmlFor="kit-input-sm">
            {t("small")}
          </Label>
          <TextInput id="kit-input-sm" size="sm" placeholder={t("small")} className="w-32" />
          <Label className="sr-only" htmlFor="kit-input-lg">
            {t("large")}
          </Label>
          <TextInput id="kit-input-lg" size="lg" placeholder={t("large")} className="w-40" />
        </Specimen>
        <Specimen label={t("checkboxes")} className="md:col-span-2">
          <Field label={t("unchecked")} layout="inline">
            <Checkbox />
          </Field>
          <Field label={t("checked")} layout="inline">
            <Checkbox defaultChecked />
          </Field>
          <Field label={t("indeterminate")} layout="inline">
            <Checkbox data-testid="kit-indeterminate" checked={checked} onCheckedChange={setChecked} />
          </Field>
          <Field label={t("disabledBox")} layout="inline">
            <Checkbox disabled defaultChecked />
          </Field>
          <Field label={t("terms")} layout="inline" error={t("termsError")}>
            <Checkbox />
          </Field>
        </Specimen>
      </div>
    </GallerySection>
  );
}
