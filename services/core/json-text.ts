/**
 * A handler's answer already written as JSON, by PostgreSQL (a list page): the envelope puts it in as it is, so its
 * rows are never parsed into values, nor serialised again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
