"use client";
import { useTranslations } from "next-intl";
import type { Theme } from "@/lib/domain/theme";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";

/** A two-way segmented switch for the gallery canvas's theme. */
export function ThemeSwitch({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) {
  const t = useTranslations("kit.gallery");
  const options: { value: Theme; icon: "light_mode" | "dark_mode" }[] = [
    { value: "light", icon: "light_mode" },
    { value: "dark", icon: "dark_mode" },
  ];
  return (
    <div role="group" aria-label={t("themeLabel")} className="inline-flex rounded-lg border border-border bg-muted p-0.5" data-testid="kit-theme-switch">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={theme === option.value}
          data-theme-option={option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            theme === option.value && "bg-card text-foreground shadow-sm",
          )}
        >
          <Icon name={option.icon} size="sm" />
          {t(option.value)}
        </button>
      ))}
    </div>
  );
}
