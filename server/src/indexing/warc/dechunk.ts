// A body archived with `Transfer-Encoding: chunked` as it came over the wire, its chunks joined as
// they stream. Archives often keep the header after storing the body joined already: a body whose
// first line is not a chunk size is handed over as it is.

import { ByteReader, LineTooLong } from './byte-reader.ts';

const CHUNK_SIZE = /^([0-9a-f]{1,8})(?:\s*;.*)?$/i;

export async function* dechunked(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const reader = new ByteReader(body);
  let first = true;
  for (;;) {
    let line: string | null;
    try {
      line = await reader.line(1024);
    } catch (err) {
      if (!(err instanceof LineTooLong)) throw err;
      line = null;
    }
    const size = line === null ? null : CHUNK_SIZE.exec(line.trim())?.[1];
    if (size === undefined || size === null) {
      if (first) {
        // Not chunked after all: what was read, then the rest.
        if (line !== null) yield Buffer.from(`${line}\r\n`, 'latin1');
        yield* reader.take(Number.MAX_SAFE_INTEGER);
      }
      // A broken chunk after good ones: the body as far as it went.
      return;
    }
    first = false;
    const n = Number.parseInt(size, 16);
    if (n === 0) return;
    yield* reader.take(n);
    if ((await reader.line(2).catch(() => 'x')) !== '') return;
  }
}
