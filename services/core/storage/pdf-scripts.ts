/**
 * Whether a PDF may run code when opened: any action or script name (also written with #xx escapes), or
 * compressed object streams, which could hide them from this scan. Such files are served as downloads only.
 */
const risky = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData|GoToR|ObjStm)(?![A-Za-z])/;

export function pdfMayRunScripts(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString("latin1").replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return risky.test(text);
}
