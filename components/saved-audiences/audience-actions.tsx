"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dropdown, DropdownContent, DropdownTrigger } from "@/components/ui/dropdown";
import { Icon } from "@/components/ui/icon";
import { MenuItem, MenuSeparator } from "@/components/ui/menu-item";
import { targetingPackageDownloadUrl, type SavedAudience } from "@/lib/client/targeting/saved-audiences";

export interface AudienceActionHandlers {
  apply: (a: SavedAudience) => unknown;
  upload: ((a: SavedAudience) => unknown) | null;
  rename: (a: SavedAudience) => void;
  share: (a: SavedAudience) => void;
  remove: (a: SavedAudience) => unknown;
  /** Where the audience's own page is, when the screen has one. */
  detailHref?: (a: SavedAudience) => string;
}

/** A saved audience's actions: apply and upload up front, the rest in a menu. */
export function AudienceActions({ audience, handlers }: { audience: SavedAudience; handlers: AudienceActionHandlers }) {
  const t = useTranslations("savedAudiences");
  const router = useRouter();
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <Button size="sm" variant="outline" onClick={() => handlers.apply(audience)}>
        <Icon name="extension" size="sm" />
        {t("apply")}
      </Button>
      {handlers.upload && (
        <Button size="sm" onClick={() => handlers.upload!(audience)}>
          <Icon name="cloud_upload" size="sm" />
          {t("upload")}
        </Button>
      )}
      <Dropdown>
        <DropdownTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t("moreActions", { name: audience.name })}>
            <Icon name="more_vert" size="md" />
          </Button>
        </DropdownTrigger>
        <DropdownContent align="end">
          {handlers.detailHref && (
            <MenuItem icon="open_in_new" onSelect={() => router.push(handlers.detailHref!(audience))}>
              {t("open")}
            </MenuItem>
          )}
          {/* The answer is an attachment: the browser saves it and stays on the page. */}
          <MenuItem icon="download" onSelect={() => window.location.assign(targetingPackageDownloadUrl(audience.id))}>
            {t("download")}
          </MenuItem>
          <MenuItem icon="share" onSelect={() => handlers.share(audience)}>
            {t("share")}
          </MenuItem>
          <MenuItem icon="edit" onSelect={() => handlers.rename(audience)}>
            {t("rename")}
          </MenuItem>
          <MenuSeparator />
          <MenuItem icon="delete" tone="danger" onSelect={() => handlers.remove(audience)}>
            {t("delete")}
          </MenuItem>
        </DropdownContent>
      </Dropdown>
    </div>
  );
}
