/** The ad set objectives the campaign tools offer (X line item objectives). */
export const OBJECTIVES = ["REACH", "ENGAGEMENTS", "WEBSITE_CLICKS", "VIDEO_VIEWS", "FOLLOWERS"] as const;
export type Objective = (typeof OBJECTIVES)[number];
