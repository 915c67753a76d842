import {
  CliFailure,
  EXIT,
  LOGIN_HINT,
  alertText,
  alertsTable,
  count,
  day,
  describeFailure,
  describeFilters,
  plural,
  profileText,
  secretText,
  slugify,
  table,
  technologyText,
  websiteTable
} from "./chunk-VQTFQJWY.js";

// src/mcp/server.ts
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

// src/mcp/errors.ts
var failed = (text) => ({ content: [{ type: "text", text }], isError: true });
var noKeyResult = () => failed(
  `No API key. Set TECHCENSUS_API_KEY in the env of this server's entry in the assistant's MCP configuration. ${LOGIN_HINT}`
);
function errorResult(err, baseUrl) {
  const failure = describeFailure(err, baseUrl);
  if (!failure) {
    const cause = err?.cause?.message;
    const message = err instanceof Error ? err.message : String(err);
    return failed(`The call to ${baseUrl} failed: ${message}${cause ? ` (${cause})` : ""}`);
  }
  return failed(`${failure.message}
${JSON.stringify({ error: failure.json })}`);
}

// src/mcp/tool.ts
var defineTool = (tool) => tool;
function registerTool(server, tool, ctx) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: { title: tool.title, ...tool.annotations }
    },
    async (args, extra) => {
      if (!ctx.hasKey) return noKeyResult();
      try {
        const answer = await tool.run(args, ctx, extra.signal);
        return {
          content: [{ type: "text", text: answer.text }],
          structuredContent: answer.data
        };
      } catch (err) {
        return errorResult(err, ctx.baseUrl);
      }
    }
  );
}

// src/mcp/tools/alerts.ts
import { creditCostText } from "@techcensus/sdk";
import { z } from "zod";

// src/mcp/contract.ts
import { apiSchemas } from "@techcensus/sdk";
var {
  AlertList,
  AlertWithSecret,
  CreateAlertBody,
  MAX_REPORT_FILTERS,
  ReportFilter,
  CreditBalance,
  DomainProfile,
  Scan,
  TechnologyLookup,
  WebsiteCount,
  WebsitePage
} = apiSchemas;

// src/mcp/tools/alerts.ts
var listAlerts = defineTool({
  name: "list_alerts",
  title: "List alerts",
  description: `The account's alerts (saved filters that send signed webhook events or e-mail when websites start or stop matching, and changes of its monitored websites), with the plan's limits and today's event count. Cost: ${creditCostText("listAlerts")}.`,
  input: z.object({}),
  output: AlertList,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client }) {
    const list = await client.listAlerts();
    const { limits } = list;
    const lines = [
      `${plural(list.alerts.length, "alert")} of ${count(limits.alerts)} the plan allows; ${count(limits.eventsToday)} of ${count(limits.eventsPerDay)} events sent today.`
    ];
    if (list.alerts.length) lines.push(alertsTable(list.alerts));
    return { text: lines.join("\n"), data: list };
  }
});
var createAlert = defineTool({
  name: "create_alert",
  title: "Create an alert",
  description: `Saves filters (the list_websites filter language) as an alert that tells the account when websites start or stop matching them, by signed webhook (webhookUrl, https) and/or e-mail to the account's address (email: true). The answer holds the webhook signing secret, shown only this once. Cost: ${creditCostText("createAlert")}; the plan limits how many alerts and events a day.`,
  input: CreateAlertBody,
  output: AlertWithSecret,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }) {
    const alert = await client.createAlert(args);
    return { text: `${alertText(alert)}
${secretText(alert, false)}`, data: alert };
  }
});

// src/mcp/tools/credits.ts
import { creditCostText as creditCostText2 } from "@techcensus/sdk";
import { z as z2 } from "zod";
var getCredits = defineTool({
  name: "get_credits",
  title: "Credits balance",
  description: `The credits left on the API key's account, and the grants they come from (free tier, subscription, purchase) with their expiry, soonest-expiring first. Cost: ${creditCostText2("creditBalance")}.`,
  input: z2.object({}),
  output: CreditBalance,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client, baseUrl }) {
    const balance = await client.credits();
    const lines = [`Balance: ${plural(balance.balance, "credit")}.`];
    if (balance.grants.length) {
      lines.push(
        table(
          ["source", "granted", "left", "expires"],
          balance.grants.map((g) => [g.source, count(g.amount), count(g.remaining), day(g.expiresAt)])
        )
      );
    }
    lines.push(
      `Every account gets ${plural(balance.freeTierMonthlyCredits, "free credit")} a month; more at ${baseUrl}/pricing#credits.`
    );
    return { text: lines.join("\n"), data: balance };
  }
});

// src/mcp/tools/lookups.ts
import { creditCostText as creditCostText3 } from "@techcensus/sdk";
import { z as z3 } from "zod";
function historyText(p) {
  if (!p.technologies.length) return "";
  const rows = p.technologies.map((t) => [
    t.name,
    t.firstSeen,
    t.lastSeen,
    t.cves.length ? t.cves.join(" ") : "\u2013"
  ]);
  return `

History and known CVEs
${table(["technology", "first seen", "last seen", "CVEs"], rows)}`;
}
var lookupWebsite = defineTool({
  name: "lookup_website",
  title: "Website technology lookup",
  description: `The technologies a website uses, as last indexed: each with version, categories, the day it was first and last seen, and known CVEs; plus rank, country, language, IP and network, contacts and social links. Cost: ${creditCostText3("domainLookup")}; a domain that is not indexed is not charged (use start_scan to index it). The API keeps no older snapshots of a site: the first-seen and last-seen days are its history, and list_websites' "change" filter finds sites by what they added or dropped.`,
  input: z3.object({
    domain: z3.string().min(1).max(2048).describe("Host name, e.g. example.com; a scheme, www. or path is dropped")
  }),
  output: DomainProfile,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ domain }, { client }) {
    const profile = await client.domainLookup(domain);
    return { text: profileText(profile) + historyText(profile), data: profile };
  }
});
var lookupTechnology = defineTool({
  name: "lookup_technology",
  title: "Technology lookup",
  description: `A technology's catalogue entry and usage: description, categories, how many indexed websites use it, its most used versions and top countries, and its known CVEs. Takes a slug or a name ("wordpress", "Google Analytics"); the answer's slug is what list_websites' filters take. Cost: ${creditCostText3("technologyLookup")}.`,
  input: z3.object({
    technology: z3.string().min(1).max(200).describe('Technology slug or name, e.g. wordpress or "Google Analytics"')
  }),
  output: TechnologyLookup,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ technology }, { client }) {
    const slug = slugify(technology);
    if (!slug) {
      throw new CliFailure(
        `"${technology}" is not a technology name; try e.g. "wordpress".`,
        EXIT.usage,
        "invalid_technology"
      );
    }
    const tech = await client.technology(slug);
    return { text: technologyText(tech), data: tech };
  }
});

// src/mcp/tools/scans.ts
import { creditCostText as creditCostText4, ScanTimeoutError } from "@techcensus/sdk";
import { z as z4 } from "zod";
var SCAN_WAIT_MAX_SECONDS = 120;
var POLL_INTERVAL_MS = 1e3;
var waitSeconds = z4.number().int().min(0).max(SCAN_WAIT_MAX_SECONDS).default(0).describe(
  `Seconds to wait for the scan to finish within this call, 0\u2013${SCAN_WAIT_MAX_SECONDS} (0: answer at once)`
);
function scanText(scan) {
  switch (scan.status) {
    case "completed":
      return scan.result ? `Scan ${scan.id} of ${scan.domain} completed.

${profileText(scan.result)}` : `Scan ${scan.id} of ${scan.domain} completed.`;
    case "failed":
      return `Scan ${scan.id} of ${scan.domain} failed: ${scan.error ?? "no reason given"} Its credits were refunded.`;
    default:
      return `Scan ${scan.id} of ${scan.domain} is ${scan.status}. Call get_scan with scan_id "${scan.id}" (and wait_seconds) for the result.`;
  }
}
async function follow(client, scan, seconds, signal) {
  if (seconds === 0 || scan.status === "completed" || scan.status === "failed") return scan;
  try {
    return await client.waitForScan(scan.id, {
      intervalMs: POLL_INTERVAL_MS,
      timeoutMs: seconds * 1e3,
      signal
    });
  } catch (err) {
    if (err instanceof ScanTimeoutError) return err.scan;
    throw err;
  }
}
var startScan = defineTool({
  name: "start_scan",
  title: "Live website scan",
  description: `Visits a website now, detects its technologies and refreshes it in the index (also indexes a site lookup_website does not know). Cost: ${creditCostText4("startScan")}, refunded if the scan fails. A scan takes from seconds to a minute: set wait_seconds to wait for the result here, or call get_scan later. Government and military sites are refused.`,
  input: z4.object({
    domain: z4.string().min(1).max(2048).describe("Host name of the site to scan, e.g. example.com"),
    wait_seconds: waitSeconds
  }),
  output: Scan,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scan(args.domain), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  }
});
var getScan = defineTool({
  name: "get_scan",
  title: "Live scan result",
  description: `The state of a scan start_scan began: scheduled, running, completed (with the refreshed website profile) or failed (with the reason; refunded). Cost: ${creditCostText4("scanStatus")}.`,
  input: z4.object({
    scan_id: z4.string().uuid().describe("The id start_scan answered"),
    wait_seconds: waitSeconds
  }),
  output: Scan,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scanStatus(args.scan_id), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  }
});

// src/mcp/tools/websites.ts
import { creditCostText as creditCostText5 } from "@techcensus/sdk";
import { z as z5 } from "zod";
var MCP_WEBSITE_ROWS_MAX = 100;
var MCP_WEBSITE_ROWS_DEFAULT = 20;
var filters = z5.array(ReportFilter).max(MAX_REPORT_FILTERS).default([]).describe(
  'Conditions that must all hold; [] matches every indexed site. Each names its "module": technology (slug, optional exact version), category (slug), header (HTTP response header name), tld, country (ISO codes), region (slug such as europe), language (ISO 639-1), change (sites that added, dropped or changed the version of a technology, optionally since a day), vulnerability (CVE ids and/or a minimum CVSS score). "exclude": true removes the sites a condition matches. Slugs are lower case: get them from lookup_technology.'
);
var countWebsites = defineTool({
  name: "count_websites",
  title: "Count websites by filters",
  description: `How many indexed websites match the filters (the report estimate), and the most one report may hold. Use it before list_websites to know what a list would cost. Cost: ${creditCostText5("countWebsites")}.`,
  input: z5.object({ filters }),
  output: WebsiteCount,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const answer = await client.countWebsites(args.filters);
    return {
      text: `${plural(answer.count, "website")} match ${describeFilters(args.filters)}. Listing them costs ${creditCostText5("listWebsites")}.`,
      data: answer
    };
  }
});
var listWebsites = defineTool({
  name: "list_websites",
  title: "List websites by filters",
  description: `Websites matching the filters, best-ranked first, with rank, country, language, title, contacts and social links. At most ${MCP_WEBSITE_ROWS_MAX} rows a call (default ${MCP_WEBSITE_ROWS_DEFAULT}); pass the answer's nextCursor as cursor for the next rows. Cost: ${creditCostText5("listWebsites")} \u2014 ask for only as many rows as needed (count_websites is free).`,
  input: z5.object({
    filters,
    limit: z5.number().int().min(1).max(MCP_WEBSITE_ROWS_MAX).default(MCP_WEBSITE_ROWS_DEFAULT).describe(`Rows to return, 1\u2013${MCP_WEBSITE_ROWS_MAX}; each costs a credit`),
    cursor: z5.string().min(1).max(500).optional().describe("nextCursor of the previous call, to continue the list")
  }),
  output: WebsitePage,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }) {
    const page = await client.listWebsites(args);
    const lines = [
      `${plural(page.websites.length, "website")} matching ${describeFilters(args.filters)} (${plural(page.websites.length, "credit")} charged).`
    ];
    if (page.websites.length) lines.push(websiteTable(page.websites));
    lines.push(
      page.nextCursor ? `More rows: call again with cursor "${page.nextCursor}" (up to ${count(MCP_WEBSITE_ROWS_MAX)} a call).` : "That is the end of the list."
    );
    return { text: lines.join("\n"), data: page };
  }
});

// src/mcp/tools/index.ts
var TOOLS = [
  lookupWebsite,
  lookupTechnology,
  countWebsites,
  listWebsites,
  startScan,
  getScan,
  getCredits,
  listAlerts,
  createAlert
];

// src/mcp/server.ts
var INSTRUCTIONS = `TechCensus knows which technologies websites use (CMS, frameworks, analytics, servers, with versions and known CVEs) from its index of crawled sites.
Every call is made with the user's API key and most cost credits: each tool's description says what it costs. get_credits, lookup_technology, count_websites, get_scan and the alert tools are free; prefer count_websites before list_websites, and ask list_websites for only the rows needed.`;
function createMcpServer(ctx, version) {
  const server = new McpServer({ name: "techcensus", version }, { instructions: INSTRUCTIONS });
  for (const tool of TOOLS) registerTool(server, tool, ctx);
  return server;
}
async function serveStdio(ctx, version) {
  const server = createMcpServer(ctx, version);
  const closed = new Promise((resolve) => {
    server.server.onclose = resolve;
  });
  process.stdin.once("end", () => void server.close());
  await server.connect(new StdioServerTransport());
  await closed;
}
export {
  MCP_WEBSITE_ROWS_MAX,
  SCAN_WAIT_MAX_SECONDS,
  TOOLS,
  createMcpServer,
  serveStdio
};
