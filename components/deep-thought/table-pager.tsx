"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useNumbers } from "./use-numbers";

/** Previous / page x of y / next under a server-paged table. */
export function TablePager({ page, count, pageSize, onPage }: { page: number; count: number; pageSize: number; onPage: (page: number) => void }) {
  const t = useTranslations("deepThought.people");
  const f = useNumbers();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className="flex items-center justify-end gap-2 text-sm" aria-label={t("paging")}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t("previous")}</Button>
      <span data-testid="page-of">{t("pageOf", { page: f.count(page), pages: f.count(pages) })}</span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t("next")}</Button>
    </nav>
  );
}
