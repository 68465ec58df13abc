"use client";
import { useEffect } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loading, Panel } from "@/components/auth/parts";
import { useCompleteXSignInMutation } from "@/lib/client/queries/x-sign-in-mutations";

/** States already handed to the server from this page: a state is good once, so a second effect run must not send it again. */
const sent = new Set<string>();

/** /authenticated, where X sends the creator back: completes the connection, then lands on Accounts with a message; says clearly what went wrong otherwise. */
export function AuthenticatedScreen({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("deepThought.signIn");
  const params = useSearchParams();
  const router = useRouter();
  const complete = useCompleteXSignInMutation();
  const state = params.get("state");
  const answer = state ? { state, code: params.get("code") ?? undefined, error: params.get("error") ?? undefined, error_description: params.get("error_description") ?? undefined } : null;

  useEffect(() => {
    if (!signedIn || !answer || sent.has(answer.state)) return;
    sent.add(answer.state);
    complete.mutate(answer, { onSuccess: (r) => router.replace(`/premium-suite/accounts?connected=${encodeURIComponent(r.account.handle)}`) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state: the answer is read from the URL X sent
  }, [signedIn, answer?.state]);

  const failure = !signedIn ? t("signInFirst") : !answer ? t("nothingToComplete") : complete.error ? complete.error.message : null;
  return (
    <Panel testId="x-sign-in-result">
      {failure ? (
        <div className="space-y-4">
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="x-sign-in-error">
            {failure}
          </p>
          <Link href="/premium-suite/accounts" className="inline-flex text-sm font-medium text-primary hover:underline">
            {t("backToAccounts")} →
          </Link>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-sm">
          <Loading />
          <span>{t("connecting")}</span>
        </div>
      )}
    </Panel>
  );
}
