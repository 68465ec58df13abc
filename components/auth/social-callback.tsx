"use client";
import { useEffect, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSocialLoginMutation } from "@/lib/client/queries/auth";
import { takeReturnPath } from "@/lib/client/return-path";
import { safeStorage } from "@/lib/client/auth/storage";
import type { SocialNetwork } from "@/lib/schemas/auth";
import { CONNECT_SOCIAL_KEY, LOGIN_STATE_KEY } from "@/lib/domain/recent-team";
import { ErrorNote, Loading, Panel } from "./parts";

// One exchange per code, even when React runs effects twice (development strict mode).
const handled = new Set<string>();

/** Back from the network: the state must match the stored one, then the code becomes a session. */
export function SocialCallback({ network, code, state }: { network: SocialNetwork; code: string; state: string }) {
  const t = useTranslations("auth");
  const [error, setError] = useState<string | null>(null);
  const connecting = typeof window !== "undefined" && safeStorage.get(CONNECT_SOCIAL_KEY) === network;
  const name = t(`networks.${network}`);
  const { mutate } = useSocialLoginMutation(network);

  useEffect(() => {
    if (handled.has(code)) return;
    handled.add(code);
    const stored = safeStorage.get(LOGIN_STATE_KEY);
    safeStorage.remove(LOGIN_STATE_KEY);
    const connect = safeStorage.get(CONNECT_SOCIAL_KEY) === network;
    safeStorage.remove(CONNECT_SOCIAL_KEY);
    if (!stored || stored !== state) {
      queueMicrotask(() => setError(t("unauthorizedAttempt")));
      return;
    }
    mutate(
      { code, state, connect },
      { onSuccess: () => window.location.assign(takeReturnPath() ?? "/choose-team"), onError: (e) => setError(e.message) },
    );
  }, [code, network, state, t, mutate]);

  return (
    <Panel title={connecting ? t("connecting", { network: name }) : t("completing", { network: name })}>
      {error ? (
        <div className="space-y-4">
          <ErrorNote>{error}</ErrorNote>
          <Link href="/login" className="text-sm font-medium text-primary hover:underline">
            {t("backToLogin")}
          </Link>
        </div>
      ) : (
        <Loading />
      )}
    </Panel>
  );
}
