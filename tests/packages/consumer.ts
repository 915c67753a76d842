// The files of the empty project the packed packages are installed into (pack-install.test.ts):
// what an integrator would write, in each module system the SDK is published for.

/** Plain Node ESM: a metered lookup, and a refused key as a typed error. */
export const ESM = `
import { API_KEY_HEADER, createClient, TechCensusError } from '@techcensus/sdk';
const [baseUrl, apiKey] = process.argv.slice(2);
const profile = await createClient({ baseUrl, apiKey }).lookup('acme-shop.com');
let refused = null;
try {
  await createClient({ baseUrl, apiKey: 'tc_wrong_key' }).credits();
} catch (err) {
  refused = { typed: err instanceof TechCensusError, status: err.status, code: err.code };
}
console.log(JSON.stringify({ domain: profile.domain, header: API_KEY_HEADER, refused }));
`;

/** CommonJS: require() gets the same client. */
export const CJS = `
const { createClient, TechCensusError } = require('@techcensus/sdk');
const [baseUrl, apiKey] = process.argv.slice(2);
createClient({ baseUrl, apiKey })
  .credits()
  .then((c) => console.log(JSON.stringify({ balance: c.balance, typedErrors: typeof TechCensusError })));
`;

/** Type-checked against the installed declarations with a strict NodeNext project. */
export const TYPESCRIPT = `
import { createClient, type DomainProfile, type ReportFilter, TechCensusError } from '@techcensus/sdk';
const client = createClient({ baseUrl: 'http://localhost:3000', retry: { maxRetries: 1 } });
const filters: ReportFilter[] = [{ module: 'technology', technology: 'wordpress', version: '6.4.2' }];
export async function sample(): Promise<string[]> {
  const profile: DomainProfile = await client.lookup('example.com');
  const names: string[] = profile.technologies.map((t) => t.name);
  for await (const site of client.websites(filters, { limit: 5 })) names.push(site.domain);
  const { count } = await client.countWebsites(filters);
  try {
    await client.scanAndWait('example.com', { timeoutMs: 1000 });
  } catch (err) {
    if (err instanceof TechCensusError && err.balance !== undefined) names.push(String(err.cost ?? count));
  }
  return names;
}
`;

/** A wrong call the declarations must refuse, so a type check that passes is not vacuous. */
export const TYPESCRIPT_WRONG = `
import { createClient } from '@techcensus/sdk';
export const n: number = await createClient({ baseUrl: 'http://localhost:3000' }).lookup('example.com');
`;

export const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
  },
};

/** The CommonJS declarations (index.d.cts), as a .cts file sees them through require(). */
export const TYPESCRIPT_CJS = `
import sdk = require('@techcensus/sdk');
const client: sdk.TechCensusClient = sdk.createClient({ baseUrl: 'http://localhost:3000' });
export const balance: Promise<number> = client.credits().then((c) => c.balance);
`;
