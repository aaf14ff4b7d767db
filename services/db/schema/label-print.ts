/**
 * Semi-finished, finished and outsourced labels live in the label tables (label.ts) with source_type
 * 'semi_finished' | 'finished' | 'outsourced': source_id and source_line_id are the processing order line.
 */
export {};
