"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/research/query-error";
import { toast } from "@/lib/client/toasts";
import { useAdminMaterialsQuery, useDeleteMaterialMutation } from "@/lib/client/queries/marketing-materials";
import type { AdminMaterialView } from "@/lib/schemas/marketing-materials";
import { MaterialForm } from "./material-form";
import { SimpleTable } from "@/components/ui/simple-table";

const size = (bytes: number | null) => (bytes === null ? "" : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** /admin/materials: the library's documents, with whom each is for; add, edit (details, file or both), delete. */
export function MaterialsAdmin() {
  const t = useTranslations("toolkitAdmin.materials");
  const tm = useTranslations("materials");
  const format = useFormatter();
  const materials = useAdminMaterialsQuery();
  const remove = useDeleteMaterialMutation();
  // null: no form; "new": adding; a material: editing it.
  const [editing, setEditing] = useState<AdminMaterialView | "new" | null>(null);
  const del = (m: AdminMaterialView) => {
    if (!window.confirm(t("confirmDelete", { title: m.title }))) return;
    remove.mutate(m.slug, { onSuccess: () => toast.success(t("deleted", { title: m.title })), onError: (e) => toast.error((e as Error).message) });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted-foreground">{t("lead")}</p>
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{t("add")}</Button>
        </div>
      ) : (
        <MaterialForm key={editing === "new" ? "new" : editing.slug} material={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      )}
      <QueryError error={materials.error} />
      {materials.data && (
        <section className="flex flex-col gap-2" data-testid="admin-materials">
          <p className="text-sm text-muted-foreground" aria-live="polite">{t("count", { count: materials.data.length })}</p>
          <SimpleTable headers={[t("title"), t("type"), t("language"), t("audience"), t("file"), t("updated"), t("actions")]}>
            {materials.data.map((m) => (
              <tr key={m.slug} className="border-t border-border align-top" data-testid="admin-material">
                <th scope="row" className="p-3 text-left font-medium">
                  {m.title}
                  <span className="block font-normal text-muted-foreground">{m.slug}</span>
                </th>
                <td className="p-3">{tm(`types.${m.content_type}` as Parameters<typeof tm>[0])}</td>
                <td className="p-3">{tm(`languages.${m.language}` as Parameters<typeof tm>[0])}</td>
                <td className="p-3">
                  {!m.agencies.length && m.country_id === null && t("everyone")}
                  {m.agencies.length > 0 && <span className="block">{m.agencies.join(", ")}</span>}
                  {m.country_id !== null && <span className="block">{t("country", { id: m.country_id })}</span>}
                </td>
                <td className="p-3">
                  <span className="block">{m.file_name}</span>
                  <span className="block text-muted-foreground">{size(m.file_size)}</span>
                </td>
                <td className="whitespace-nowrap p-3">{format.dateTime(new Date(m.updated_at), { dateStyle: "medium" })}</td>
                <td className="p-3">
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(m)} aria-label={`${t("edit")}: ${m.title}`}>
                      {t("edit")}
                    </Button>
                    <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => del(m)} aria-label={`${t("delete")}: ${m.title}`}>
                      {t("delete")}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </SimpleTable>
        </section>
      )}
    </div>
  );
}
