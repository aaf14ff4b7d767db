const encoder = new TextEncoder();

/**
 * A handler's answer already written as JSON, by PostgreSQL (a list page): the envelope puts it in as it is, so its
 * rows are never parsed into values, nor serialised again. It is `head`, the `items` joined by commas, and `tail`.
 */
export class JsonText {
  constructor(
    readonly head: string,
    readonly items: readonly string[],
    readonly tail: string,
  ) {}

  get text(): string {
    return this.head + this.items.join(",") + this.tail;
  }

  /**
   * `before`, this and `after` as UTF-8, each piece encoded where it lands: joining the pieces first made one string
   * of two-byte characters (a Chinese item name is enough) that was then flattened and encoded again (bench B1).
   */
  bytes(before: string, after: string): Buffer<ArrayBuffer> {
    let bound = before.length + this.head.length + this.tail.length + after.length + this.items.length;
    for (const item of this.items) bound += item.length;
    const out = Buffer.allocUnsafe(bound * 3);
    let at = encoder.encodeInto(before, out).written;
    at += encoder.encodeInto(this.head, out.subarray(at)).written;
    for (let i = 0; i < this.items.length; i++) {
      if (i) out[at++] = 0x2c;
      at += encoder.encodeInto(this.items[i]!, out.subarray(at)).written;
    }
    at += encoder.encodeInto(this.tail, out.subarray(at)).written;
    at += encoder.encodeInto(after, out.subarray(at)).written;
    return out.subarray(0, at);
  }
}
