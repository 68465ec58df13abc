"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/http/api";
import { Button } from "./parts";

export function SignOutButton() {
  const t = useTranslations("account");
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  return (
    <Button
      tone="secondary"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        await api().request("POST", "/rest-auth/logout/", { resolveOnError: true }).catch(() => undefined);
        router.push("/login");
        router.refresh();
      }}
    >
      {t("signOut")}
    </Button>
  );
}
