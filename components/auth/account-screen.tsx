"use client";
import { useTranslations } from "next-intl";
import { useMeQuery } from "@/lib/client/queries/user";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { ErrorNote, Loading } from "./parts";
import { ProfilePanel } from "./profile-panel";
import { LanguagePanel } from "./language-panel";
import { SocialAccountsPanel } from "./social-accounts-panel";
import { ApiTokensPanel } from "./api-tokens-panel";
import { AdAccountsPanel } from "./ad-accounts-panel";
import { SignOutButton } from "./sign-out-button";

/** /:teamId/account: profile, language, connected social accounts, API tokens, ad accounts. */
export function AccountScreen() {
  const t = useTranslations("account");
  const { data: me, error } = useMeQuery();
  if (error && !isSignedOut(error)) return <ErrorNote>{error.message}</ErrorNote>;
  if (!me) return <Loading />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-6 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <SignOutButton />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfilePanel me={me} />
        <LanguagePanel me={me} />
      </div>
      <SocialAccountsPanel me={me} />
      <ApiTokensPanel />
      <AdAccountsPanel />
    </div>
  );
}
