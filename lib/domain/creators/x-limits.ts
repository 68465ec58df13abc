/** X's limits that Deep Thought checks before it asks X (X refuses past them anyway). */
export const LIST_NAME_MAX = 25;
export const LIST_DESCRIPTION_MAX = 100;
export const LIST_MEMBERS_MAX = 5000;
/** Follows one account may make in 24 hours (X's published daily follow limit). */
export const FOLLOWS_PER_DAY = 400;
/** Accounts one bulk action may name. */
export const BULK_MAX = 400;

/** How many follows are left today, given those made in the last 24 hours. */
export const followsLeft = (madeInLastDay: number) => Math.max(0, FOLLOWS_PER_DAY - madeInLastDay);
