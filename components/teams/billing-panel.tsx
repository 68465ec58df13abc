"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useAction } from "@/lib/client/auth/use-action";
import { hasBillingDetails, type TeamDetail } from "@/lib/schemas/team";
import { Button, Form, Panel, TextField } from "@/components/auth/parts";

/** Invoice e-mail, country and name; "present" only when all three are set. */
export function BillingPanel({ team, onSaved }: { team: TeamDetail; onSaved: (t: TeamDetail) => void }) {
  const t = useTranslations("teams");
  const admin = team.level === "admin";
  const [form, setForm] = useState({ invoice_email: team.invoice_email ?? "", country: team.country ?? "", invoice_name: team.invoice_name ?? "" });
  const [busy, run] = useAction();
  const present = hasBillingDetails(team);
  const save = () =>
    run(async () => {
      onSaved(await api().request<TeamDetail>("PATCH", "/api/teams/{team}/", { params: { team: team.slug }, body: form }));
      toast.success(t("saved"));
    });
  return (
    <Panel title={t("billingTitle")} testId="billing">
      <p className={`mb-4 rounded-md px-3 py-2 text-sm ${present ? "bg-success/10 text-success" : "bg-warn/10 text-warn"}`} data-testid="billing-status">
        {present ? t("billingPresent") : t("billingMissing")}
      </p>
      <Form className="space-y-3" onSubmit={save}>
        <TextField id="billing-email" type="email" label={t("invoiceEmailLabel")} value={form.invoice_email} disabled={!admin} onChange={(e) => setForm({ ...form, invoice_email: e.target.value })} />
        <TextField id="billing-country" label={t("countryLabel")} value={form.country} disabled={!admin} onChange={(e) => setForm({ ...form, country: e.target.value })} />
        <TextField id="billing-name" label={t("invoiceNameLabel")} value={form.invoice_name} disabled={!admin} onChange={(e) => setForm({ ...form, invoice_name: e.target.value })} />
        {admin && (
          <Button type="submit" busy={busy}>
            {t("save")}
          </Button>
        )}
      </Form>
    </Panel>
  );
}
