/**
 * First calls an integrator can paste: raw HTTP, the SDK and the CLI. They use the public base
 * URL of this installation, so a copied example talks to the service it was read on.
 */

export const SDK_INSTALL = 'npm install @techcensus/sdk';
export const CLI_INSTALL = 'npm install -g @techcensus/cli';

export function curlExample(baseUrl: string, keyHeader: string): string {
  return [
    `curl -H '${keyHeader}: YOUR_API_KEY' ${baseUrl}/api/v1/test-domain`,
    `curl -H '${keyHeader}: YOUR_API_KEY' ${baseUrl}/api/v1/domains/example.com`,
  ].join('\n');
}

export function sdkExample(baseUrl: string): string {
  return [
    "import { createClient } from '@techcensus/sdk';",
    '',
    `const client = createClient({ baseUrl: '${baseUrl}', apiKey: process.env.TECHCENSUS_API_KEY });`,
    'const { balance } = await client.credits();',
    "const site = await client.domainLookup('example.com');",
    'console.log(balance, site.technologies.map((t) => [t.name, t.version]));',
  ].join('\n');
}

export function cliExample(baseUrl: string): string {
  return [
    `techcensus login --base-url ${baseUrl}   # asks for the key, checks it, stores it`,
    'techcensus credits',
    'techcensus lookup example.com',
    'techcensus lookup example.com --json',
  ].join('\n');
}
