"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { Chip } from "@/components/ui/chip";
import { Icon, type IconName } from "@/components/ui/icon";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, SocialIcon } from "@/components/ui/social-icon";
import { Tooltip } from "@/components/ui/tooltip";
import { GallerySection, Specimen } from "./gallery-section";

const PEOPLE = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Radia Perlman", "@murmur_app", "Margaret Hamilton", "linus"];
const ICONS: IconName[] = [
  "home", "search", "group", "campaign", "query_stats", "bar_chart", "target", "bookmark", "download", "upload",
  "settings", "notifications", "mail", "calendar_month", "filter_list", "more_horiz", "content_copy", "open_in_new",
];
const TONES = ["neutral", "primary", "info", "success", "warn", "danger"] as const;

export function DisplaySection() {
  const t = useTranslations("kit.display");
  const [filters, setFilters] = useState(["coffee", "espresso", "latte art"]);
  return (
    <GallerySection id="display" title={t("title")} description={t("description")}>
      <div className="grid gap-7 md:grid-cols-2">
        <Specimen label={t("chips")}>
          {TONES.map((tone) => (
            <Chip key={tone} tone={tone}>
              {t(`tone.${tone}`)}
            </Chip>
          ))}
        </Specimen>
        <Specimen label={t("chipsInteractive")}>
          <Chip tone="success" icon="check_circle" size="sm">
            {t("active")}
          </Chip>
          <Chip tone="warn" icon="schedule" size="sm">
            {t("scheduled")}
          </Chip>
          {filters.map((filter) => (
            <Chip key={filter} tone="primary" onRemove={() => setFilters((all) => all.filter((f) => f !== filter))} removeLabel={t("remove", { name: filter })}>
              {filter}
            </Chip>
          ))}
        </Specimen>
        <Specimen label={t("avatars")}>
          {PEOPLE.map((person) => (
            <Tooltip key={person} content={person}>
              <button type="button" className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card">
                <Avatar text={person} />
              </button>
            </Tooltip>
          ))}
        </Specimen>
        <Specimen label={t("avatarSizes")}>
          <Avatar text="Grace Hopper" size="xs" />
          <Avatar text="Grace Hopper" size="sm" />
          <Avatar text="Grace Hopper" size="md" />
          <Avatar text="Grace Hopper" size="lg" />
          <div className="flex -space-x-2">
            {PEOPLE.slice(0, 4).map((person) => (
              <Avatar key={person} text={person} size="sm" className="ring-2 ring-card" />
            ))}
          </div>
        </Specimen>
        <Specimen label={t("icons")} className="md:col-span-2">
          <ul className="grid w-full grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-9">
            {ICONS.map((name) => (
              <li key={name} className="flex flex-col items-center gap-1.5 rounded-lg border border-transparent px-1 py-2.5 text-foreground hover:border-border hover:bg-muted/50">
                <Icon name={name} size="lg" />
                <code className="max-w-full truncate text-[11px] text-muted-foreground">{name}</code>
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen label={t("social")} className="md:col-span-2">
          <ul className="flex flex-wrap gap-3">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network} className="flex items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 text-sm font-medium">
                <SocialIcon network={network} size="lg" />
                {SOCIAL_NETWORK_NAMES[network]}
              </li>
            ))}
          </ul>
        </Specimen>
      </div>
    </GallerySection>
  );
}
