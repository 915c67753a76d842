// Lines of a list file read as a stream, each held to a length: a line without an end (a gzipped
// list that inflates to one line of gigabytes) is passed over as it streams by, never gathered into
// one string, and said by its number.

import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** Longest line a list may hold: a domain, a CSV row of a ranked list or a segment's URL fits many times over. */
export const MAX_LINE_BYTES = 8192;

export type ListLine =
  /** `n` is 1-based, in the (decompressed) file; `text` has no line end */
  | { n: number; text: string }
  /** a line over the cap: its first bytes and how long it was */
  | { n: number; tooLong: { head: string; bytes: number } };

/** The lines of `input` (LF or CRLF), each at most `maxBytes` bytes; longer ones as `tooLong`. */
export async function* streamLines(input: Readable, maxBytes = MAX_LINE_BYTES): AsyncGenerator<ListLine> {
  let n = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  /** bytes of the current line past the cap, counted but not kept */
  let over = 0;

  const take = (piece: Buffer) => {
    if (over) {
      over += piece.length;
      return;
    }
    if (heldBytes + piece.length > maxBytes) {
      over = heldBytes + piece.length;
      held.push(piece.subarray(0, Math.max(0, maxBytes - heldBytes)));
      return;
    }
    held.push(piece);
    heldBytes += piece.length;
  };
  const end = (): ListLine => {
    n++;
    const bytes = Buffer.concat(held);
    held = [];
    heldBytes = 0;
    const total = over;
    over = 0;
    if (total) return { n, tooLong: { head: headText(bytes), bytes: total } };
    const text = new StringDecoder('utf8').end(bytes);
    return { n, text: text.endsWith('\r') ? text.slice(0, -1) : text };
  };

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let nl = buf.indexOf(10); nl >= 0; nl = buf.indexOf(10)) {
      take(buf.subarray(0, nl));
      yield end();
      buf = buf.subarray(nl + 1);
    }
    if (buf.length) take(buf);
  }
  if (heldBytes || over) yield end();
}

/** The start of an over-long line, short enough to show. */
function headText(bytes: Buffer): string {
  return new StringDecoder('utf8').write(bytes.subarray(0, 60));
}
