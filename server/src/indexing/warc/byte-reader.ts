// Bytes of a stream read as a WARC reader needs them: a line at a time (each held to a length), an
// exact count, or a run of bytes streamed through or skipped without ever being gathered.

const EMPTY = Buffer.alloc(0);

/** A line longer than the reader was told to accept. */
export class LineTooLong extends Error {}

export class ByteReader {
  private buf: Buffer = EMPTY;
  private readonly source: AsyncIterator<Buffer | Uint8Array>;
  private ended = false;
  /** bytes handed out so far */
  position = 0;

  constructor(source: AsyncIterable<Buffer | Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    return true;
  }

  private consume(n: number): Buffer {
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    this.position += n;
    return out;
  }

  /**
   * The next line (latin1, without its CR LF or LF), at most `maxBytes` with its end; null when
   * the stream ends before a line end (`pending` then says whether a partial line was left).
   */
  async line(maxBytes: number): Promise<string | null> {
    let from = 0;
    for (;;) {
      const nl = this.buf.indexOf(10, from);
      if (nl >= 0) {
        if (nl >= maxBytes) throw new LineTooLong(`a line of more than ${maxBytes} bytes`);
        const bytes = this.consume(nl + 1);
        const end = nl > 0 && bytes[nl - 1] === 13 ? nl - 1 : nl;
        return bytes.toString('latin1', 0, end);
      }
      if (this.buf.length >= maxBytes) throw new LineTooLong(`a line of more than ${maxBytes} bytes`);
      from = this.buf.length;
      if (!(await this.fill())) return null;
    }
  }

  /** Bytes read but not handed out (a line the stream ended inside). */
  get pending(): number {
    return this.buf.length;
  }

  /** Exactly `n` bytes, or what came before the stream ended. */
  async exact(n: number): Promise<Buffer> {
    while (this.buf.length < n && (await this.fill()));
    return Buffer.from(this.consume(Math.min(n, this.buf.length)));
  }

  /** Up to `n` bytes as they come, never held together; fewer when the stream ends first. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.buf.length && !(await this.fill())) return;
      const piece = this.consume(Math.min(left, this.buf.length));
      left -= piece.length;
      yield piece;
    }
  }

  /** Reads past `n` bytes; how many there were. */
  async skip(n: number): Promise<number> {
    let skipped = 0;
    for await (const piece of this.take(n)) skipped += piece.length;
    return skipped;
  }
}
