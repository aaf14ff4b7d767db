/** A code list's or a code's labels, one per language (English required). */
export interface DictionaryLabelled {
  labelZh: string;
  labelEn: string;
  labelVi: string;
  labelEs: string;
  labelJa: string;
}

/** The label in the user's language, English when that one is empty; plain data apart from the contract (which re-exports it). */
export const labelIn = (row: DictionaryLabelled, locale: string): string =>
  ({ zh: row.labelZh, vi: row.labelVi, es: row.labelEs, ja: row.labelJa })[locale] || row.labelEn;
