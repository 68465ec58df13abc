import type { MaterialSymbol } from "material-symbols";

/**
 * Every Material Symbols icon the app draws. The icon font is subset to exactly these
 * (`npm run fonts:subset`): an icon missing here does not type-check, and one missing from the
 * font fails components/ui/icon-font.test.ts.
 */
export const ICON_NAMES = [
  "add", "arrow_back", "arrow_downward", "arrow_forward", "arrow_upward", "bar_chart", "bookmark", "calendar_month", "campaign", "chat", "check", "check_circle",
  "chevron_right", "close", "cloud_upload", "content_copy", "dark_mode", "delete", "download", "drag_indicator", "edit", "error",
  "extension", "favorite", "filter_list", "forum", "group", "groups", "help", "home", "inbox", "info", "keyboard_arrow_down",
  "light_mode", "link", "lock", "mail", "more_horiz", "more_vert", "notifications", "open_in_new", "query_stats", "restart_alt",
  "save", "schedule", "search", "select_all", "send", "settings", "share", "smart_toy", "target", "tune", "unfold_more", "upload",
] as const satisfies readonly MaterialSymbol[];

export type IconName = (typeof ICON_NAMES)[number];
