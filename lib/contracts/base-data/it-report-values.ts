/** The fault report's value lists and limits, plain data apart from its contract (which re-exports them). */
export const itReportCategories = ["login", "data", "printing", "performance", "other"] as const;
export const itReportUrgencies = ["low", "normal", "high", "critical"] as const;
export const itReportLimits = { screenshots: 5, screenshotBytes: 5 * 1024 * 1024, description: 4000, comment: 2000 };
