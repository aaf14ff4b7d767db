/** Help documents' plain values, apart from their contract (which re-exports them) so client code loads no schema. */
export const helpDocKinds = ["pdf", "docx", "xlsx", "png", "jpeg"] as const;
/** What an admin may upload (told by magic bytes) and how large. */
export const helpDocLimits = { title: 100, description: 500, bytes: 20 * 1024 * 1024 };
/** Whether the page shows a document: images, and PDFs that cannot run scripts; the others are downloaded. */
export const previewable = (doc: { kind: string; scripted: boolean }) => doc.kind === "png" || doc.kind === "jpeg" || (doc.kind === "pdf" && !doc.scripted);

/** Where a document is read in the page (inline) and downloaded (attachment). */
export const helpDocFilePath = (id: number) => `/api/base-data/help-doc/document/${id}/file`;
export const helpDocDownloadPath = (id: number) => `/api/base-data/help-doc/document/${id}/download`;
