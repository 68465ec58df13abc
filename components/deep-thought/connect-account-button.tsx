"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useStartXSignInMutation } from "@/lib/client/queries/x-sign-in-mutations";

/** Starts X sign-in (OAuth 2.0 with PKCE): the server keeps the state and verifier, the browser goes to X's authorize page. */
export function ConnectAccountButton({ label, size, variant }: { label: "connect" | "reconnect"; size?: "sm"; variant?: "outline" }) {
  const t = useTranslations("deepThought.accounts");
  const start = useStartXSignInMutation();
  return (
    <Button
      size={size}
      variant={variant}
      pending={start.isPending || start.isSuccess}
      onClick={() => start.mutateAsync().then((r) => window.location.assign(r.authorize_url), toastHttpError)}
    >
      {t(label)}
    </Button>
  );
}
