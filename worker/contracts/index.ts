export * from "./errors";
export * from "./common";
export * from "./passwords";
export * from "./countries";
export * from "./auth";
export * from "./users";
export * from "./tenants";
export * from "./classes";
