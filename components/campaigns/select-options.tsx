"use client";
import { useTranslations } from "next-intl";
import { OBJECTIVES } from "@/lib/domain/campaigns/objectives";
import type { FundingInstrumentView } from "@/lib/schemas/campaign-views";

/** The <option>s of an ad account select: name and id. */
export function AdAccountOptions({ accounts }: { accounts: { account_id: string; name: string }[] | undefined }) {
  return (accounts ?? []).map((a) => (
    <option key={a.account_id} value={a.account_id}>{`${a.name} (${a.account_id})`}</option>
  ));
}

/** The <option>s of a funding instrument select: id, type and the credit left (when X reports one). */
export function FundingInstrumentOptions({ instruments }: { instruments: FundingInstrumentView[] | undefined }) {
  const t = useTranslations("campaigns.form");
  return (instruments ?? []).map((f) => (
    <option key={f.id} value={f.id}>
      {f.credit_remaining_local_micro === null ? t("instrumentNoLimit", { id: f.id, type: f.type }) : t("instrumentCredit", { id: f.id, type: f.type, credit: f.credit_remaining_local_micro / 1_000_000, currency: f.currency })}
    </option>
  ));
}

/** The <option>s of an objective select, in the UI's language. */
export function ObjectiveOptions() {
  const t = useTranslations("campaigns.form.objectives");
  return OBJECTIVES.map((o) => (
    <option key={o} value={o}>{t(o)}</option>
  ));
}
