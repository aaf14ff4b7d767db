export * from "./org";
export * from "./access";
export * from "./auth";
export * from "./audit";
export * from "./sendplan";
export * from "./purchase";
export * from "./dictionary";
export * from "./notice";
