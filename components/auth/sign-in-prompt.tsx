"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { redirectToLogin } from "@/lib/client/return-path";
import { Button, Panel } from "./parts";

/** A signed-out visitor is sent to login at once (the page is remembered as returnPath). */
export function SignInPrompt() {
  const t = useTranslations("auth");
  useEffect(() => redirectToLogin(), []);
  return (
    <Panel testId="sign-in-prompt">
      <p className="mb-4 text-sm text-muted-foreground">{t("signInToContinue")}</p>
      <Button className="w-full" onClick={() => redirectToLogin()}>
        {t("signInButton")}
      </Button>
    </Panel>
  );
}
