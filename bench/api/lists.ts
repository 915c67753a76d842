/**
 * The website-list calls of a bench run (POST /api/v1/websites, 1 credit per row): full pages of
 * the seeded dataset by country and by technology, first and second pages, so every answer holds
 * `limit` rows and the CPU per row is the call's cost spread over what it was charged for.
 */

/** Filters tried; those with at least two full pages in the store are kept. */
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'JP', 'BR', 'IN', 'RU', 'CN', 'IT', 'ES', 'NL', 'CA', 'PL', 'AU'];
const TECHNOLOGIES = [
  'jquery',
  'wordpress',
  'nginx',
  'php',
  'google-analytics',
  'cloudflare',
  'bootstrap',
  'apache-http-server',
  'react',
  'mysql',
  'font-awesome',
  'google-tag-manager',
];

type Filter = Record<string, unknown>;

async function post(url: string, key: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * The bodies to cycle through, handed out round and round. Costs credits: one first page per
 * filter is read to get its second page's cursor, so call it before the balance is taken.
 */
export async function listBodies(url: string, key: string, limit: number): Promise<() => string> {
  const candidates: Filter[][] = [
    ...COUNTRIES.map((c) => [{ module: 'country', values: [c] }]),
    ...TECHNOLOGIES.map((technology) => [{ module: 'technology', technology }]),
  ];
  const bodies: string[] = [];
  for (const filters of candidates) {
    // Free: the count decides whether the filter fills two pages.
    const { count } = (await post(`${url}/api/v1/websites/count`, key, { filters })) as { count: number };
    if (count <= 2 * limit) continue;
    const first = await post(`${url}/api/v1/websites`, key, { filters, limit });
    bodies.push(JSON.stringify({ filters, limit }));
    bodies.push(JSON.stringify({ filters, limit, cursor: first.nextCursor }));
  }
  if (bodies.length < 4)
    throw new Error(`too few filters with ${2 * limit} sites or more in the store (${bodies.length / 2})`);
  let next = 0;
  return () => bodies[next++ % bodies.length];
}
