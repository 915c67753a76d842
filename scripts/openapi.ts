// Regenerates the OpenAPI documents in openapi/ from the contract (`npm run openapi`): the public
// API v1 and the website's calls. `--check` fails when either checked-in file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  OPENAPI_DOCUMENTS,
  type OpenApiDocumentName,
  serializeOpenApiDocument,
} from '../contract/src/openapi.ts';

const check = process.argv.includes('--check');
let stale = false;
for (const name of Object.keys(OPENAPI_DOCUMENTS) as OpenApiDocumentName[]) {
  const { file } = OPENAPI_DOCUMENTS[name];
  const target = new URL(`../${file}`, import.meta.url);
  const fresh = serializeOpenApiDocument(name);
  if (!check) {
    writeFileSync(target, fresh);
    console.log(`wrote ${file}`);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current === fresh) console.log(`${file} is up to date.`);
  else {
    console.error(`${file} is stale: run \`npm run openapi\` and commit the result.`);
    stale = true;
  }
}
if (stale) process.exit(1);
