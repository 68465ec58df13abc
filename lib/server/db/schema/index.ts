export * from "./teams";
export * from "./users";
export * from "./tokens";
export * from "./mail";
export * from "./accounts";
