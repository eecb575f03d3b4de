export * from "./tenants";
export * from "./users";
export * from "./classes";
export * from "./modes";
export * from "./auth";
export * from "./email";
export * from "./books";
