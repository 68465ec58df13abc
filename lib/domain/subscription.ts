// Kept for the screens that import it while the client is being rewritten; the rules live in billing/.
export * from "./billing/subscription-status";
