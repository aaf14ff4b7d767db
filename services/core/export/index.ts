export * from "./cells";
export * from "./disposition";
export * from "./xlsx-stream";
export * from "./response";
