"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { LOGIN_REDIRECT_WAIT_MS, SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { startSocialLogin } from "@/lib/client/auth/social";
import { toast } from "@/lib/client/toasts";
import { Button } from "./parts";

/** One button per network; "connect" attaches the account to the signed-in user instead. */
export function SocialButtons({ mode = "login", networks = SOCIAL_NETWORKS }: { mode?: "login" | "connect"; networks?: readonly SocialNetwork[] }) {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState<string | null>(null);
  const start = useMutation({ mutationFn: (network: SocialNetwork) => startSocialLogin(network, mode) });
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {networks.map((network) => {
        const name = t(`networks.${network}`);
        return (
          <Button
            key={network}
            tone="secondary"
            busy={busy === network}
            data-testid={`social-${network}`}
            onClick={async () => {
              setBusy(network);
              try {
                await start.mutateAsync(network);
                // Still here after the wait: the network's page never opened, so let the user try again.
                window.setTimeout(() => {
                  setBusy(null);
                  toast.error(t("redirectStalled", { network: name }));
                }, LOGIN_REDIRECT_WAIT_MS);
              } catch (e) {
                toast.error((e as Error).message);
                setBusy(null);
              }
            }}
          >
            {mode === "connect" ? t("connectWith", { network: name }) : t("continueWith", { network: name })}
          </Button>
        );
      })}
    </div>
  );
}
