export * from "./teams";
export * from "./corpus";
export * from "./targeting";
