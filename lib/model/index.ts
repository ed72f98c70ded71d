export * from "./types";
export * from "./card-types";
export * from "./diagnostic";
export * from "./result";
export * from "./ids";
export * from "./frames";
export * from "./suggest";
export * from "./hash";
