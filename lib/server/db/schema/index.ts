export * from "./teams";
export * from "./corpus";
export * from "./users";
export * from "./tokens";
export * from "./mail";
export * from "./accounts";
export * from "./targeting";
export * from "./audiences";
