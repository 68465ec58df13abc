/** Message keys of the weekdays, Monday first (the best-time grid's rows). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
