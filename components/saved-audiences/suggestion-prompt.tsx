"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { UsageCheck } from "@/lib/client/targeting/audience-usages";

export interface SuggestionLinks {
  /** Where the team's saved audiences are listed. */
  saved: string;
  /** The audience creator, for a whole suggested package (left out on the creator itself). */
  create?: string;
}

/**
 * The targeting suggestion prompt (spec §9). The spec gives only when it appears; what it offers is
 * ours: the next steps for someone who keeps reaching for related audiences — their saved
 * audiences, or a whole package suggested by the audience creator.
 */
export function SuggestionPrompt({ usage, links, onClose }: { usage: UsageCheck; links: SuggestionLinks; onClose: () => void }) {
  const t = useTranslations("savedAudiences.suggestion");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="suggestion-prompt">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t(links.create ? "body" : "bodySaved", { uses: usage.related_uses, configs: usage.config_count })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("later")}
          </Button>
          <Button variant="outline" asChild>
            <Link href={links.saved}>{t("saved", { configs: usage.config_count })}</Link>
          </Button>
          {links.create ? (
            <Button asChild>
              <Link href={links.create}>{t("create")}</Link>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
