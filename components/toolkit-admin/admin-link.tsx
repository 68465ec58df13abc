"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFeatureAccessQuery } from "@/lib/client/queries/creators-research";

/** The way into the admin screens, beside the signed-in address, for the toolkit's admins only. */
export function AdminLink() {
  const t = useTranslations("toolkitAdmin");
  const access = useFeatureAccessQuery();
  if (!access.data?.toolkit_admin) return null;
  return (
    <Link href="/admin/requests" className="font-medium text-primary hover:underline" data-testid="admin-link">
      {t("adminLink")}
    </Link>
  );
}
