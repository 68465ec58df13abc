"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { QueryError } from "@/components/research/query-error";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toast } from "@/lib/client/toasts";
import { useRequestStatusMutation, useToolkitRequestsQuery } from "@/lib/client/queries/toolkit-requests";
import { SimpleTable } from "@/components/ui/simple-table";
import {
  ADMIN_REQUEST_KINDS,
  REQUEST_STATUSES,
  requestFiltersFormSchema,
  STATUSES_OF_KIND,
  type AdminRequestListQuery,
  type AdminRequestView,
  type RequestFiltersForm,
  type RequestStatus,
} from "@/lib/schemas/toolkit-requests";

const toQuery = (f: RequestFiltersForm): AdminRequestListQuery => ({
  kind: f.kind || undefined,
  status: f.status || undefined,
  verified: f.verified || undefined,
  q: f.q || undefined,
});

/** /admin/requests: visitors' access and download requests and users' audience-request feedback, with what admins do about them. */
export function RequestsAdmin() {
  const t = useTranslations("toolkitAdmin.requests");
  const [filters, setFilters] = useState<AdminRequestListQuery>({});
  const requests = useToolkitRequestsQuery(filters);
  const { form } = useZodForm(requestFiltersFormSchema, { defaultValues: { kind: "", status: "", verified: "", q: "" } });
  const apply = form.handleSubmit((v) => setFilters(toQuery(v)));
  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      <form noValidate onSubmit={apply} onChange={(e) => (e.target as HTMLElement).tagName === "SELECT" && apply()} aria-label={t("filters")} className="flex flex-wrap items-end gap-3">
        <Field label={t("kind")} className="w-56">
          <NativeSelect {...form.register("kind")}>
            <option value="">{t("anyKind")}</option>
            {ADMIN_REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>{t(`kinds.${k}`)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("status")} className="w-44">
          <NativeSelect {...form.register("status")}>
            <option value="">{t("anyStatus")}</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("verified")} className="w-48">
          <NativeSelect {...form.register("verified")}>
            <option value="">{t("anyVerified")}</option>
            <option value="yes">{t("verifiedYes")}</option>
            <option value="no">{t("verifiedNo")}</option>
          </NativeSelect>
        </Field>
        <Field label={t("search")} error={errors.q?.message} className="w-72">
          <TextInput type="search" placeholder={t("searchPlaceholder")} {...form.register("q")} />
        </Field>
        <Button type="submit" variant="outline" pending={requests.isFetching}>
          {t("apply")}
        </Button>
      </form>
      <QueryError error={requests.error} />
      {requests.data && <RequestsTable rows={requests.data} />}
    </div>
  );
}

function RequestsTable({ rows }: { rows: AdminRequestView[] }) {
  const t = useTranslations("toolkitAdmin.requests");
  const format = useFormatter();
  return (
    <section className="flex flex-col gap-2" data-testid="admin-requests">
      <p className="text-sm text-muted-foreground" aria-live="polite">{t("count", { count: rows.length })}</p>
      {rows.length > 0 && (
        <SimpleTable headers={[t("received"), t("who"), t("details"), t("verified"), t("status"), t("actions")]}>
          {rows.map((r) => (
            <tr key={`${r.kind}-${r.id}`} className="border-t border-border align-top" data-testid="admin-request">
              <td className="whitespace-nowrap p-3">{format.dateTime(new Date(r.created_at), { dateStyle: "medium", timeStyle: "short" })}</td>
              <th scope="row" className="p-3 text-left font-normal">
                <span className="block font-medium">{r.email}</span>
                <span className="block text-muted-foreground">{[r.name, r.company, r.country].filter(Boolean).join(" · ")}</span>
              </th>
              <td className="max-w-md p-3">
                <span className="block font-medium">{t(`kinds.${r.kind}`)}</span>
                {r.kind === "download" && r.title && <span className="block">{t("material", { title: r.title })}</span>}
                {r.rating && <span className="block">{t("rating", { rating: t(`ratings.${r.rating === "up" ? "up" : "down"}`) })}</span>}
                {r.kind === "audience-feedback" && r.title && <span className="block text-muted-foreground">{r.title}</span>}
                {r.message && <span className="block whitespace-pre-wrap text-muted-foreground">{r.message}</span>}
              </td>
              <td className="whitespace-nowrap p-3">{r.verified === null ? t("signedIn") : r.verified ? t("confirmed") : t("waiting")}</td>
              <td className="whitespace-nowrap p-3" data-testid="request-status">{t(`statuses.${r.status}`)}</td>
              <td className="p-3">
                <RequestActions row={r} />
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}

function RequestActions({ row }: { row: AdminRequestView }) {
  const t = useTranslations("toolkitAdmin.requests");
  const mutation = useRequestStatusMutation();
  const allowed = STATUSES_OF_KIND[row.kind];
  const set = (status: RequestStatus) =>
    mutation.mutate(
      { kind: row.kind, id: row.id, status },
      { onSuccess: () => toast.success(status === "approved" ? t("approvedNote") : t("updated")), onError: (e) => toast.error((e as Error).message) },
    );
  const who = row.email;
  const actions: { status: RequestStatus; label: string }[] = [];
  if (row.status === "new") {
    if (allowed.includes("approved") && row.verified) actions.push({ status: "approved", label: t("approve") });
    if (allowed.includes("declined")) actions.push({ status: "declined", label: t("decline") });
    actions.push({ status: "handled", label: t("markHandled") });
  } else {
    actions.push({ status: "new", label: t("reopen") });
  }
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button key={a.status} size="sm" variant={a.status === "approved" ? "primary" : "outline"} disabled={mutation.isPending} onClick={() => set(a.status)} aria-label={`${a.label}: ${who}`}>
          {a.label}
        </Button>
      ))}
    </div>
  );
}
