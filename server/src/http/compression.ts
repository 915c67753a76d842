import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Brotli or gzip for text responses (pages, page data, the API's JSON, the bundle), as the
 * request's Accept-Encoding asks; plain without it. Left alone: what is compressed already
 * (images, archives: not "compressible" by type), partial content (a byte range of the encoded
 * body would not be the range asked for), file downloads (their Content-Length and checksum are
 * promised as sent) and event streams (compression would hold their events back).
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req: Request, res: Response) => {
      if (req.headers.range || res.statusCode === 206) return false;
      if (String(res.getHeader('Content-Disposition') ?? '').startsWith('attachment')) return false;
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
