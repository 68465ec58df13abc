/** Message keys of the weekdays, Monday first (the best-time grid's rows, on screen and in the PDF report). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
