"use client";
import { useTranslations } from "next-intl";
import { useMe } from "@/lib/client/auth/use-me";
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
  const { me, setMe, error } = useMe();
  if (error) return <ErrorNote>{error}</ErrorNote>;
  if (!me) return <Loading />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-6 py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <SignOutButton />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfilePanel me={me} onSaved={setMe} />
        <LanguagePanel me={me} />
      </div>
      <SocialAccountsPanel me={me} onChanged={setMe} />
      <ApiTokensPanel />
      <AdAccountsPanel />
    </div>
  );
}
