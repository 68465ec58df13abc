"use client";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Tabs as TabsPrimitive } from "radix-ui";
import { splitTabs, TAB_WIDTH, TABS_REMEASURE_MS, visibleTabCount } from "@/lib/domain/kit/tabs-overflow";
import { cn } from "./cn";
import { Dropdown, DropdownContent, DropdownTrigger } from "./dropdown";
import { Icon } from "./icon";
import { MenuItem } from "./menu-item";

/** A tab: its name, its panel (slot) and whether it can be chosen. */
export type TabItem = { id?: string; name: string; slot: React.ReactNode; disabled?: boolean };

type TabsProps = {
  tabs: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab bar for assistive tech. */
  label: string;
  className?: string;
};

const idOf = (tab: TabItem) => tab.id ?? tab.name;

/** How many tabs fit, re-measured every 100 ms (about 60 px a tab); the rest wait in a "More" menu. */
function useVisibleCount(total: number) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [count, setCount] = useState(total);
  useEffect(() => {
    const measure = () => {
      const width = ref.current?.clientWidth;
      if (width !== undefined) setCount(visibleTabCount(width, total, TAB_WIDTH));
    };
    measure();
    const timer = setInterval(measure, TABS_REMEASURE_MS);
    return () => clearInterval(timer);
  }, [total]);
  return { ref, count };
}

export function Tabs({ tabs, value: valueProp, defaultValue, onValueChange, label, className }: TabsProps) {
  const t = useTranslations("kit.tabs");
  const moreId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? (firstEnabled ? idOf(firstEnabled) : ""));
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };
  const { ref, count } = useVisibleCount(tabs.length);
  const { shown, overflow } = splitTabs(tabs, count);
  const activeHidden = overflow.some((tab) => idOf(tab) === value);
  const activeName = tabs.find((tab) => idOf(tab) === value)?.name;

  return (
    <TabsPrimitive.Root data-slot="tabs" value={value} onValueChange={select} className={cn("flex w-full min-w-0 flex-col gap-4", className)}>
      <div ref={ref} className="flex w-full min-w-0 items-end border-b border-border [contain:inline-size]" data-visible-count={count}>
        <TabsPrimitive.List aria-label={label} className="flex min-w-0 items-end gap-1">
          {shown.map((tab) => (
            <TabsPrimitive.Trigger
              key={idOf(tab)}
              value={idOf(tab)}
              disabled={tab.disabled}
              title={tab.name}
              data-slot="tab"
              className="relative -mb-px flex h-10 min-w-0 shrink items-center truncate border-b-2 border-transparent px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:pointer-events-none disabled:opacity-45 data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              <span className="truncate">{tab.name}</span>
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        {overflow.length > 0 ? (
          <Dropdown>
            <DropdownTrigger
              id={moreId}
              data-slot="tabs-more"
              data-active={activeHidden || undefined}
              aria-label={activeHidden && activeName ? t("moreActive", { count: overflow.length, name: activeName }) : t("more", { count: overflow.length })}
              className={cn(
                "-mb-px flex h-10 shrink-0 items-center gap-0.5 border-b-2 border-transparent px-2.5 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset data-[state=open]:text-foreground",
                activeHidden && "border-primary text-foreground",
              )}
            >
              <span className="max-w-32 truncate">{activeHidden ? activeName : t("moreShort")}</span>
              <Icon name="keyboard_arrow_down" size="sm" />
            </DropdownTrigger>
            <DropdownContent align="end">
              {overflow.map((tab) => (
                <MenuItem key={idOf(tab)} disabled={tab.disabled} selected={idOf(tab) === value} onSelect={() => select(idOf(tab))}>
                  {tab.name}
                </MenuItem>
              ))}
            </DropdownContent>
          </Dropdown>
        ) : null}
      </div>
      {tabs.map((tab) => {
        const hidden = overflow.includes(tab);
        return (
          <TabsPrimitive.Content
            key={idOf(tab)}
            value={idOf(tab)}
            data-slot="tab-panel"
            // A tab in the "More" menu has no tab button, so its panel is named by the menu's button.
            {...(hidden ? { "aria-labelledby": moreId } : {})}
            className="outline-none focus-visible:rounded-lg focus-visible:ring-2 focus-visible:ring-ring"
          >
            {tab.slot}
          </TabsPrimitive.Content>
        );
      })}
    </TabsPrimitive.Root>
  );
}
