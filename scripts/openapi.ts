// Regenerates openapi/openapi.json from the contract (`npm run openapi`); `--check` fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { serializeOpenApiDocument } from '../contract/src/openapi.ts';

const target = new URL('../openapi/openapi.json', import.meta.url);
const fresh = serializeOpenApiDocument();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== fresh) {
    console.error('openapi/openapi.json is stale: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi/openapi.json is up to date.');
} else {
  writeFileSync(target, fresh);
  console.log('wrote openapi/openapi.json');
}
