"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSignOutMutation } from "@/lib/client/queries/user";
import { Button } from "./parts";

export function SignOutButton() {
  const t = useTranslations("account");
  const signOut = useSignOutMutation();
  const router = useRouter();
  return (
    <Button
      tone="secondary"
      busy={signOut.isPending || signOut.isSuccess}
      onClick={() =>
        signOut.mutate(undefined, {
          onSettled: () => {
            router.push("/login");
            router.refresh();
          },
        })
      }
    >
      {t("signOut")}
    </Button>
  );
}
