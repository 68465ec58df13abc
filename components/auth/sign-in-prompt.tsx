"use client";
import { useTranslations } from "next-intl";
import { redirectToLogin } from "@/lib/client/return-path";
import { Button, Panel } from "./parts";

export function SignInPrompt() {
  const t = useTranslations("auth");
  return (
    <Panel testId="sign-in-prompt">
      <p className="mb-4 text-sm text-muted-foreground">{t("signInToContinue")}</p>
      <Button className="w-full" onClick={() => redirectToLogin()}>
        {t("signInButton")}
      </Button>
    </Panel>
  );
}
