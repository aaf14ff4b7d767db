import { uploadSpec } from "../kit/upload";

/** Menu and role management's plain values, apart from its contract (which re-exports them). */
export const menuTerminals = ["pc", "mobile"] as const;
export type MenuTerminal = (typeof menuTerminals)[number];
export const menuTypes = ["catalog", "leaf"] as const;
export const moveDirections = ["up", "down"] as const;

/** SPEC §5: menu icon svg or png, at most 10 KB. */
export const menuIconUpload = uploadSpec(["svg", "png"], 10 * 1024);
/** Where a stored menu icon is served (the contract's `icon` operation under the portal's API prefix). */
export const menuIconPath = (fileId: string) => `/api/base-data/menu-role/icon/${encodeURIComponent(fileId)}`;
