"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useAction } from "@/lib/client/auth/use-action";
import type { Me } from "@/lib/schemas/user";
import { Button, Form, Panel, TextField } from "./parts";

export function ProfilePanel({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const t = useTranslations("account");
  const [form, setForm] = useState({ first_name: me.first_name, last_name: me.last_name });
  const [busy, run] = useAction();
  const save = () =>
    run(async () => {
      onSaved(await api().request<Me>("PUT", "/api/user/me/", { body: form }));
      toast.success(t("saved"));
    });
  return (
    <Panel title={t("profileTitle")} testId="profile">
      <Form className="space-y-3" onSubmit={save}>
        <TextField id="profile-email" label={t("emailLabel")} value={me.email ?? ""} disabled readOnly />
        <TextField id="profile-first" label={t("firstNameLabel")} value={form.first_name} onChange={(e) => setForm({ ...form, first_name: e.target.value })} />
        <TextField id="profile-last" label={t("lastNameLabel")} value={form.last_name} onChange={(e) => setForm({ ...form, last_name: e.target.value })} />
        <Button type="submit" busy={busy}>
          {t("save")}
        </Button>
      </Form>
    </Panel>
  );
}
