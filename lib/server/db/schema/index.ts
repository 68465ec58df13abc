export * from "./teams";
export * from "./corpus";
