import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { flagCode } from '@techcensus/contract';
import type { Router } from 'express';
import express from 'express';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
/** Twice the size the lists show them at, so they stay sharp on high-density screens. */
const WIDTH = 32;
const HEIGHT = 24;

const cache = new Map<string, Promise<Buffer | null>>();

/** A country's flag as PNG, rendered once from the flag-icons artwork; null for unknown codes. */
export function flagPng(code: string): Promise<Buffer | null> {
  const key = flagCode(code).toLowerCase();
  if (!/^[a-z]{2}$/.test(key)) return Promise.resolve(null);
  let hit = cache.get(key);
  if (!hit) {
    hit = readFile(join(FLAGS_DIR, `${key}.svg`))
      .then((svg) => sharp(svg).resize(WIDTH, HEIGHT, { fit: 'fill' }).png().toBuffer())
      .catch(() => null);
    cache.set(key, hit);
  }
  return hit;
}

/** `GET /s/ci/{code}.png` (part 2 §7), UK served as GB. */
export function flagRoutes(): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get('/s/ci/:file', async (req, res, next) => {
    try {
      const m = /^([A-Za-z]{2})\.png$/.exec(req.params.file);
      const png = m ? await flagPng(m[1]) : null;
      if (!png) {
        res.status(404).type('text/plain').send('No flag for this country code.');
        return;
      }
      res.type('png').set('Cache-Control', 'public, max-age=2592000').send(png);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
