export * from "./subscription-status";
export * from "./subscription-state";
export * from "./upload-rule";
export * from "./billing-details";
export * from "./plans";
export * from "./periods";
export * from "./format-price";
export * from "./referral";
