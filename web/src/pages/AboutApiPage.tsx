import type { AboutApiResults } from '@techcensus/contract';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ApiPriceTable } from '../components/ApiPriceTable.tsx';

export type AboutApiData = z.infer<typeof AboutApiResults>;

function Code(props: { text: string }) {
  return (
    <pre>
      <code>{props.text}</code>
    </pre>
  );
}

/** /about-api: what the public API offers and what it costs, for integrators. */
export function AboutApiPage(props: { results: AboutApiData }) {
  const r = props.results;
  return (
    <article className="prose about-api">
      <h1>The TechCensus API</h1>
      <p className="lead">
        A REST API over HTTPS and JSON for what this website shows: the technologies of any website with
        versions and evidence, live scans, lists of the websites that use a technology, and CVE lookups. Calls
        are paid for with credits; failed calls cost nothing.
      </p>
      <p>
        Base URL: <code>{r.ApiBaseUrl}</code>. The full reference is the{' '}
        <a href={r.Links.Docs}>interactive documentation</a> (Swagger UI), generated from the same contract as
        the service, also as an <a href={r.Links.OpenApi}>OpenAPI document</a> for code generators.
      </p>

      <h2 id="key">Getting a key</h2>
      <ol>
        <li>
          Create a free account and confirm your e-mail address. The confirmed account gets an API key at
          once, in the welcome e-mail.
        </li>
        <li>
          Every account receives {r.FreeTierMonthlyCredits} free credits each calendar month (UTC); they
          expire when the month ends. More credits come with a subscription or a credit package, see{' '}
          <Link href={r.Links.Pricing}>pricing</Link>.
        </li>
        <li>
          Your <Link href={r.Links.Account}>account page</Link> shows the key's prefix and date, and generates
          a new key when you need one: the old key stops working at once.
        </li>
      </ol>

      <h2 id="authentication">Authentication</h2>
      <p>
        Send the key with every call in the <code>{r.KeyHeader}</code> header, or as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. The test domain lookup and the credits balance are
        free, so they are a good first call:
      </p>
      <Code text={r.Curl} />
      <p>
        Each answer carries <code>X-Request-Id</code>; metered calls also carry <code>X-Credits-Charged</code>{' '}
        and <code>X-Credits-Remaining</code>.
      </p>

      <h2 id="pricing">Prices per call</h2>
      <ApiPriceTable rows={r.Pricing} />
      <p>
        A call is charged only when it succeeds. Per-unit prices count what the answer holds, e.g. the domains
        found in a bulk lookup or the websites in a page of a list. When the balance does not cover a call, it
        answers 402 and charges nothing. <code>GET /api/v1/credits/history</code> lists what each call cost.
      </p>

      <h2 id="rate-limits">Rate limits</h2>
      <table className="table api-rate-limits">
        <thead>
          <tr>
            <th>Plan</th>
            <th>Calls per second per key</th>
          </tr>
        </thead>
        <tbody>
          {r.RateLimits.map((l) => (
            <tr key={l.Plan}>
              <td>{l.Name}</td>
              <td>{l.PerKeyPerSecond}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Every call counts, free ones included, and one address may make at most {r.PerAddressPerSecond} calls
        a second whatever the keys. Answers carry <code>RateLimit-Limit</code>,{' '}
        <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>; over the limit the answer is 429
        with <code>Retry-After</code> in seconds, and nothing is charged.
      </p>

      <h2 id="errors">Errors</h2>
      <p>
        Every error has the same JSON shape: <code>err</code> for people, <code>code</code> for programs (a
        code keeps its meaning once published), and extra fields where they help:
      </p>
      <Code text={r.ErrorExample} />
      <table className="table api-errors">
        <thead>
          <tr>
            <th>Code</th>
            <th>HTTP status</th>
            <th>Meaning</th>
          </tr>
        </thead>
        <tbody>
          {r.ErrorCodes.map((e) => (
            <tr key={e.Code}>
              <td>
                <code>{e.Code}</code>
              </td>
              <td>{e.Status}</td>
              <td>{e.Meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="sdk">SDK for JavaScript and TypeScript</h2>
      <p>
        A typed client of every call above, with paging helpers and retries of rate-limited calls. Node 20+,
        browsers, Deno and workers.
      </p>
      <Code text={r.Sdk.Install} />
      <Code text={r.Sdk.Example} />

      <h2 id="cli">Command line</h2>
      <p>
        The <code>techcensus</code> command: lookups, live scans, reports and credits from a terminal or a
        script. Every command takes <code>--json</code>.
      </p>
      <Code text={r.Cli.Install} />
      <Code text={r.Cli.Example} />

      <p>
        Questions or a use the API does not cover yet? <Link href="/contact-us">Contact us</Link>.
      </p>
    </article>
  );
}
