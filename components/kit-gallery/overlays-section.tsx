"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Dropdown, DropdownContent, DropdownTrigger } from "@/components/ui/dropdown";
import { Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/menu-item";
import { TextInput } from "@/components/ui/text-input";
import { Tooltip } from "@/components/ui/tooltip";
import { GallerySection, Specimen } from "./gallery-section";

function ActionsMenu({ onPick }: { onPick: (action: string) => void }) {
  const t = useTranslations("kit.overlays");
  return (
    <>
      <MenuLabel>{t("menuLabel")}</MenuLabel>
      <MenuItem icon="edit" trailing="E" onSelect={() => onPick(t("rename"))}>
        {t("rename")}
      </MenuItem>
      <MenuItem icon="content_copy" hint={t("duplicateHint")} onSelect={() => onPick(t("duplicate"))}>
        {t("duplicate")}
      </MenuItem>
      <MenuItem icon="lock" disabled>
        {t("locked")}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon="delete" tone="danger" onSelect={() => onPick(t("delete"))}>
        {t("delete")}
      </MenuItem>
    </>
  );
}

type DemoDropdownProps = {
  id: string;
  label: string;
  openOn?: "click" | "hover";
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** An outline button that opens a menu; test ids are `id` and `${id}-menu`. */
function DemoDropdown({ id, label, openOn, disabled, className, children }: DemoDropdownProps) {
  return (
    <Dropdown openOn={openOn} disabled={disabled}>
      <DropdownTrigger asChild>
        <Button variant="outline" data-testid={id}>
          {label}
          <Icon name="keyboard_arrow_down" size="sm" />
        </Button>
      </DropdownTrigger>
      <DropdownContent data-testid={`${id}-menu`} className={className}>
        {children}
      </DropdownContent>
    </Dropdown>
  );
}

export function OverlaysSection() {
  const t = useTranslations("kit.overlays");
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <GallerySection id="overlays" title={t("title")} description={t("description")}>
      <div className="grid gap-7 md:grid-cols-2">
        <Specimen label={t("dropdowns")} className="md:col-span-2">
          <DemoDropdown id="dropdown-click" label={t("onClick")}>
            <ActionsMenu onPick={setPicked} />
          </DemoDropdown>
          <DemoDropdown id="dropdown-hover" label={t("onHover")} openOn="hover">
            <ActionsMenu onPick={setPicked} />
          </DemoDropdown>
          <DemoDropdown id="dropdown-disabled" label={t("disabled")} disabled>
            <ActionsMenu onPick={setPicked} />
          </DemoDropdown>
          <DemoDropdown id="dropdown-wide" label={t("wide")} className="w-[900px]">
            <MenuLabel>{t("wideLabel")}</MenuLabel>
            <MenuItem icon="info" hint={t("wideHint")}>
              {t("wideItem")}
            </MenuItem>
          </DemoDropdown>
          <span className="text-sm text-muted-foreground" data-testid="dropdown-picked" aria-live="polite">
            {picked ? t("picked", { action: picked }) : t("nothingPicked")}
          </span>
        </Specimen>
        <Specimen label={t("dialog")}>
          <Dialog>
            <DialogTrigger asChild>
              <Button data-testid="dialog-open">
                <Icon name="add" size="sm" />
                {t("openDialog")}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{t("dialogTitle")}</DialogTitle>
                <DialogDescription>{t("dialogDescription")}</DialogDescription>
              </DialogHeader>
              <Field label={t("dialogName")}>
                <TextInput placeholder={t("dialogPlaceholder")} />
              </Field>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">{t("cancel")}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button>{t("save")}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </Specimen>
        <Specimen label={t("tooltip")}>
          <Tooltip content={t("tooltipText")}>
            <Button variant="outline" data-testid="tooltip-trigger">
              <Icon name="help" size="sm" />
              {t("hoverMe")}
            </Button>
          </Tooltip>
          <Tooltip content={t("tooltipBottom")} side="bottom">
            <Button variant="ghost" size="icon" aria-label={t("info")}>
              <Icon name="info" />
            </Button>
          </Tooltip>
        </Specimen>
      </div>
    </GallerySection>
  );
}
