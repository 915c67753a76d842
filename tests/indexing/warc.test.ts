// Indexing from web archives (docs/crawler.md, "Common Crawl archives"): WARC segments built
// here, gzip per record as Common Crawl publishes them and plain, worked as jobs on the server's
// queue. Home pages through the crawler's engine, redirects followed inside the archive, a
// non-HTML response passed over, a segment cut off inside its last record indexed up to it and
// read again once whole, captures dated by WARC-Date with the change events of successive
// captures, future and older captures refused, a segment read twice counting once, and the
// profile saying the data came from an archive.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRecord, responseRecord } from '../../fixtures/warc/write-warc.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { archiveNotice } from '../../web/src/pages/website/WebsitePage.tsx';
import { createApiAccount } from '../support/accounts.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import {
  archivedVisit,
  enqueueSegments,
  homePages,
  runSegment,
  scanWarc,
  segmentJobStates,
  segmentList,
  startWarcWorkers,
  type WarcDeps,
  type WarcJobOutput,
  warcDeps,
} from '../support/warc.ts';

const SEP = '2026-09-01T10:00:00Z';
const OCT = '2026-10-01T10:00:00Z';
const AUG = '2026-08-01T10:00:00Z';

const wordpress = (version: string) =>
  `<!doctype html><html lang="en"><head><title>A blog</title>` +
  `<meta name="generator" content="WordPress ${version}"></head>` +
  `<body><script src="/app.js"></script><a href="https://news.example.org/">news</a></body></html>`;
const joomla =
  '<!doctype html><html lang="en"><head><title>Now on Joomla</title>' +
  '<meta name="generator" content="Joomla! - Open Source Content Management"></head><body>hi</body></html>';
const hugo =
  '<!doctype html><html lang="en"><head><title>Home</title><meta name="generator" content="Hugo 0.120.0"></head><body>home</body></html>';

const dir = mkdtempSync(join(tmpdir(), 'warc-test-'));

/**
 * Segment A (gzip per record): the October capture first in the file, to show captures are put in
 * date order. Its last record is cut off (a download stopped short) unless `whole`.
 */
async function segmentA(whole = false): Promise<string> {
  const parts = [
    await requestRecord('https://wp-archive.com/', OCT),
    await responseRecord({
      url: 'https://wp-archive.com/',
      date: OCT,
      body: joomla,
      headers: { Server: 'nginx/1.18.0' },
    }),
    await requestRecord('https://wp-archive.com/', SEP),
    await responseRecord({
      url: 'https://wp-archive.com/',
      date: SEP,
      body: wordpress('6.1'),
      headers: { Server: 'nginx/1.18.0' },
      ip: '8.8.8.8',
    }),
    // A deeper page of the same site is not its home page.
    await responseRecord({ url: 'https://wp-archive.com/about/team', date: SEP, body: hugo }),
    // Its script, as archived: the tag inside it is found only if the script is read from the archive.
    await responseRecord({
      url: 'https://wp-archive.com/app.js',
      date: SEP,
      headers: { 'Content-Type': 'application/javascript' },
      body: "gtag('config', 'G-ARCHIVE123');",
    }),
    await responseRecord({
      url: 'https://redirect-archive.com/',
      date: SEP,
      status: 301,
      headers: { Location: '/home' },
    }),
    await responseRecord({ url: 'https://redirect-archive.com/home', date: SEP, body: hugo }),
    await responseRecord({
      url: 'https://img-archive.com/logo.png',
      date: SEP,
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    }),
    await responseRecord({
      url: 'https://future-archive.com/',
      date: '2099-01-01T00:00:00Z',
      body: wordpress('6.4'),
    }),
  ];
  const cut = await responseRecord({
    url: 'https://cut-archive.com/',
    date: SEP,
    body: wordpress('6.0') + 'x'.repeat(4000),
  });
  const path = join(dir, 'CC-TEST-00000.warc.gz');
  writeFileSync(path, Buffer.concat([...parts, whole ? cut : cut.subarray(0, cut.length - 100)]));
  return path;
}

/** Segment B (plain WARC): an older capture of a site held with a newer one, and a new site. */
async function segmentB(): Promise<Buffer> {
  return Buffer.concat([
    await responseRecord({ url: 'https://wp-archive.com/', date: AUG, body: hugo }, { gzip: false }),
    await responseRecord(
      { url: 'https://www.plain-archive.com/', date: AUG, body: wordpress('5.9') },
      { gzip: false },
    ),
  ]);
}

describe.each(named(serverEngines({ STATS_CACHE_SECONDS: '0' })))('WARC segments on %s', (_name, engine) => {
  let server: RunningServer;
  let deps: WarcDeps;
  let a: string;
  let b: Buffer;
  let http: Server;
  let bUrl: string;

  beforeAll(async () => {
    server = await engine.open();
    // Segment B is served on the loopback address: a mirror on a private network, allowed by name.
    deps = warcDeps(server, ['127.0.0.1']);
    await startWarcWorkers(server.queue, deps, 1, { pollingIntervalSeconds: 0.5 });
    a = await segmentA();
    b = await segmentB();
    // Segments are also read from URLs, as Common Crawl's are.
    http = createServer((req, res) => {
      if (req.url !== '/crawl-data/CC-TEST-00001.warc') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/warc' }).end(b);
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    bUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/crawl-data/CC-TEST-00001.warc`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((r) => http?.close(r));
    await deps?.archives.fetcher.close();
    await server?.close();
  });

  /** Queues the segments and waits for their jobs, as `crawl --warc` does. */
  async function queued(sources: string[]): Promise<{ outputs: WarcJobOutput[]; done: number }> {
    const { ids, done } = await enqueueSegments(server.queue, server.db, sources);
    const states = await until(
      async () => {
        const states = await segmentJobStates(server.db, ids);
        return states.every((s) => s.state === 'completed' || s.state === 'failed') && states;
      },
      { what: 'the segment jobs to end' },
    );
    for (const s of states) expect(s.state, JSON.stringify(s.output)).toBe('completed');
    return { outputs: states.map((s) => s.output as WarcJobOutput), done };
  }

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: page results are read field by field, as a client would
    return ((await res.json()) as { results: Record<string, any> }).results;
  };

  it('indexes the home pages of a segment through the engine, dated by capture', async () => {
    const { outputs } = await queued([a]);
    const out = outputs[0];
    expect(out).toMatchObject({ source: a, captures: 4, indexed: 3, sites: 2, future: 1, older: 0 });
    // The cut-off last record ends the reading, said with its offset; everything before it was read.
    expect(out.failure).toMatch(/^the file ends inside the record at byte \d+ \(in its gzip data\)$/);
    expect(out.warnings.some((w) => /future-archive\.com.*in the future/.test(w))).toBe(true);
    for (const gone of ['cut-archive.com', 'future-archive.com', 'img-archive.com'])
      expect(await server.siteIndex.get(gone), gone).toBeNull();

    const wp = await server.siteIndex.get('wp-archive.com');
    expect(wp?.fetch).toEqual({
      outcome: 'ok',
      status: 200,
      checkedAt: '2026-10-01T10:00:00.000Z',
      offlineVisits: 0,
      archive: { name: 'CC-TEST-00000.warc.gz', unknown: ['adsTxt', 'dns', 'certificate'] },
    });
    expect(wp?.technologies.map((t) => t.slug)).toEqual(expect.arrayContaining(['joomla', 'nginx']));
    expect(wp?.technologies.map((t) => t.slug)).not.toContain('wordpress');
    // Successive captures give the change events, on their capture days.
    const events = (wp?.changes ?? []).map((c) => `${c.date} ${c.kind} ${c.slug}`);
    expect(events).toEqual(
      expect.arrayContaining([
        '2026-09-01 added wordpress',
        '2026-09-01 added nginx',
        '2026-10-01 dropped wordpress',
        '2026-10-01 added joomla',
      ]),
    );
    expect(events).not.toContain('2026-10-01 dropped nginx');
    expect(wp?.changes.find((c) => c.slug === 'wordpress' && c.kind === 'added')?.to).toBe('6.1');

    const redirected = await server.siteIndex.get('redirect-archive.com');
    expect(redirected?.technologies.map((t) => t.slug)).toContain('hugo');
    expect(redirected?.fetch.checkedAt).toBe('2026-09-01T10:00:00.000Z');

    // Archived sites join the crawler's schedule, so live visits take over.
    const scheduled = await server.db.query<{ domain: string }>(
      'SELECT domain FROM crawl_sites ORDER BY domain',
    );
    expect(scheduled.rows.map((r) => r.domain)).toEqual(['redirect-archive.com', 'wp-archive.com']);
  });

  it('reads scripts as archived and follows redirects inside the archive', async () => {
    const scan = await scanWarc(a);
    const { captures, byUrl } = homePages(scan.responses);
    const sep = captures.find((c) => c.domain === 'wp-archive.com' && c.date.startsWith('2026-09-01'));
    const crawl = await archivedVisit({ path: a, name: 'x', byUrl }, sep!);
    expect(crawl?.site.tags).toContainEqual({ kind: 'googleAnalytics4', id: 'G-ARCHIVE123' });
    expect(crawl?.ip).toBe('8.8.8.8');
    expect(crawl?.requests).toBe(0);
    const redirect = captures.find((c) => c.domain === 'redirect-archive.com')!;
    expect(redirect.hops.map((h) => `${h.status} ${h.url}`)).toEqual(['301 https://redirect-archive.com/']);
    expect(redirect.page.url).toBe('https://redirect-archive.com/home');
  });

  it('the profile says the data came from an archive, when, and what it cannot tell', async () => {
    const profile = await page('/website/wp-archive.com/api');
    expect(profile.LastCrawledDate).toBe('2026-10-01T10:00:00.000Z');
    expect(profile.ArchiveSource).toEqual({
      Archive: 'CC-TEST-00000.warc.gz',
      CapturedDate: '2026-10-01T10:00:00.000Z',
      Unknown: ['adsTxt', 'dns', 'certificate'],
    });
    // No certificate in an archive is not a site without one.
    expect(profile.Warnings.AccessViaHTTP).toBe(false);
    const html = await (await fetch(`${server.url}/website/wp-archive.com`)).text();
    expect(html.replace(/<[^>]+>/g, '')).toContain(archiveNotice(profile.ArchiveSource));
    expect(archiveNotice(profile.ArchiveSource)).toBe(
      'From a web archive: captured on 2026-10-01 (CC-TEST-00000.warc.gz); its ads.txt, DNS records and certificate are not known.',
    );
    // The API's lookup says it too.
    const { apiKey } = await createApiAccount(server.db, { credits: 1 });
    const lookup = await fetch(`${server.url}/api/v1/domains/wp-archive.com`, {
      headers: { 'X-API-Key': apiKey },
    });
    expect(lookup.status).toBe(200);
    expect((await lookup.json()).fetch).toEqual({
      outcome: 'ok',
      status: 200,
      checkedAt: '2026-10-01T10:00:00.000Z',
      archive: { name: 'CC-TEST-00000.warc.gz', unknown: ['adsTxt', 'dns', 'certificate'] },
    });
  });

  it('an older capture, from a list of URLs, never overwrites a newer visit', async () => {
    const before = await server.siteIndex.get('wp-archive.com');
    const list = join(dir, 'warc.paths');
    writeFileSync(list, `# one segment\n${bUrl}\n`);
    const sources = await segmentList(list);
    expect(sources).toEqual([bUrl]);
    const { outputs } = await queued(sources);
    expect(outputs[0]).toMatchObject({ records: 2, captures: 2, indexed: 1, older: 1 });
    const after = await server.siteIndex.get('wp-archive.com');
    expect(after?.fetch.checkedAt).toBe(before?.fetch.checkedAt);
    expect(after?.technologies).toEqual(before?.technologies);
    expect(after?.changes).toEqual(before?.changes);
    // The www. host's home page is the registrable domain's.
    const plain = await server.siteIndex.get('plain-archive.com');
    expect(plain?.technologies.map((t) => t.slug)).toContain('wordpress');
    expect(plain?.fetch.archive?.name).toBe('CC-TEST-00001.warc');
  });

  it('a segment read again counts once: skipped when finished, no change when re-run', async () => {
    // Cut off, segment A was not recorded as read: whole at last, it is read again and written once.
    await segmentA(true);
    const whole = await queued([a]);
    expect(whole.outputs[0]).toMatchObject({ failure: null, captures: 5, indexed: 1, older: 3, future: 1 });
    expect(await server.siteIndex.get('cut-archive.com')).not.toBeNull();
    const again = await queued([a, bUrl]);
    expect(again).toEqual({ outputs: [], done: 2 });
    const before = await server.siteIndex.get('wp-archive.com');
    // What a crash mid-segment leads to: the segment read again from its start.
    const rerun = await runSegment(deps, a);
    expect(rerun).toMatchObject({ captures: 5, indexed: 0, older: 4, future: 1 });
    expect(await server.siteIndex.get('wp-archive.com')).toEqual(before);
    const counted = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM crawl_sites WHERE domain LIKE '%-archive.com'",
    );
    expect(counted.rows[0].n).toBe(4);
  });
});
