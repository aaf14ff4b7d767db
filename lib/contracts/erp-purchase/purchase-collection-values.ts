/** The collection list's download filter, plain data apart from its contract (which re-exports it). */
export const downloadStatuses = ["all", "downloaded", "notDownloaded"] as const;
