export * from "./teams";
