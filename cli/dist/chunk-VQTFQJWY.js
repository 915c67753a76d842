var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/filter-flags.ts
import { readFile } from "node:fs/promises";
import { Flags } from "@oclif/core";
import { checkReportFilters } from "@techcensus/sdk";

// src/exit-codes.ts
var EXIT = {
  ok: 0,
  /** A negative result: the service is degraded, the scan failed or did not finish in time. */
  negative: 1,
  /** Wrong usage or a request the API refused as invalid (400, 403). */
  usage: 2,
  /** The service cannot be reached. */
  unreachable: 3,
  /** No API key, or the key was refused (401). */
  auth: 4,
  /** Not enough credits (402). */
  credits: 5,
  /** Not found (404). */
  notFound: 6,
  /** Rate limited (429) after the retries. */
  rateLimited: 7,
  /** The service failed (5xx). */
  server: 8,
  /** An optional part the command needs is not installed (the MCP SDK, for `mcp`). */
  notInstalled: 9
};

// src/failure.ts
import { ScanTimeoutError, TechCensusError } from "@techcensus/sdk";
var CliFailure = class extends Error {
  constructor(message, exit, code = "cli_error") {
    super(message);
    this.exit = exit;
    this.code = code;
    this.name = "CliFailure";
  }
  exit;
  code;
};
var LOGIN_HINT = "Run `techcensus login` to store a key, or pass --api-key (or set TECHCENSUS_API_KEY). Your key is on your account page.";
function noAnswer(err) {
  return err instanceof TypeError && err.message === "fetch failed";
}
function clock(secondsFromNow) {
  return new Date(Date.now() + secondsFromNow * 1e3).toLocaleTimeString();
}
function apiFailure(err, baseUrl) {
  const json = {
    status: err.status,
    code: err.code,
    message: err.message,
    ...err.balance !== void 0 ? { balance: err.balance } : {},
    ...err.cost !== void 0 ? { cost: err.cost } : {},
    ...err.retryAfterSeconds !== void 0 ? { retryAfterSeconds: err.retryAfterSeconds } : {},
    ...err.details ? { details: err.details } : {}
  };
  switch (err.status) {
    case 401:
      return {
        json,
        exit: EXIT.auth,
        message: err.code === "missing_api_key" ? `No API key was sent. ${LOGIN_HINT}` : `The API key was refused: ${err.message}
Run \`techcensus login\` with your current key, or check --api-key / TECHCENSUS_API_KEY.`
      };
    case 402: {
      const numbers = err.cost !== void 0 && err.balance !== void 0 ? `This call costs ${err.cost} credit${err.cost === 1 ? "" : "s"} and your balance is ${err.balance}.` : err.message;
      return {
        json,
        exit: EXIT.credits,
        message: `Not enough credits. ${numbers}
Buy credits or subscribe: ${baseUrl}/pricing#credits`
      };
    }
    case 429: {
      const wait = err.retryAfterSeconds !== void 0 ? `Try again in ${err.retryAfterSeconds} s (at ${clock(err.retryAfterSeconds)}).` : "Try again in a little while.";
      return { json, exit: EXIT.rateLimited, message: `Rate limited: ${err.message}
${wait}` };
    }
    case 404:
      return { json, exit: EXIT.notFound, message: err.message };
    default: {
      if (err.status >= 500) {
        return {
          json,
          exit: EXIT.server,
          message: `The service failed (HTTP ${err.status}, ${err.code}): ${err.message}
Try again later.`
        };
      }
      const details = (err.details ?? []).map((d) => `
  ${d.path || "(request)"}: ${d.message}`).join("");
      return { json, exit: EXIT.usage, message: `${err.message}${details}` };
    }
  }
}
function describeFailure(err, baseUrl) {
  if (err instanceof TechCensusError) return apiFailure(err, baseUrl);
  if (err instanceof CliFailure)
    return { message: err.message, exit: err.exit, json: { code: err.code, message: err.message } };
  if (err instanceof ScanTimeoutError) {
    return {
      exit: EXIT.negative,
      message: `${err.message} It goes on in the background; its result will show in \`techcensus lookup ${err.scan.domain}\`.`,
      json: { code: "scan_timeout", message: err.message, scan: err.scan }
    };
  }
  if (noAnswer(err)) {
    return {
      exit: EXIT.unreachable,
      message: `Cannot reach the service at ${baseUrl}. Is it running, and is --base-url (or TECHCENSUS_URL) right?`,
      json: { code: "unreachable", message: `Cannot reach the service at ${baseUrl}.` }
    };
  }
  return null;
}

// src/filter-flags.ts
function slugify(name) {
  return name.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
}
function technologySlug(name, what, { example = 'wordpress or "Google Analytics"', given = name } = {}) {
  const slug = slugify(name);
  if (!slug) {
    throw new CliFailure(
      `${what} "${given}" is not a technology name; try e.g. ${example}.`,
      EXIT.usage,
      "invalid_technology"
    );
  }
  return slug;
}
function technologyFilter(spec, exclude = false) {
  const at = spec.indexOf("@");
  const name = at < 0 ? spec : spec.slice(0, at);
  const version = at < 0 ? "" : spec.slice(at + 1).trim();
  const flag = exclude ? "--exclude-technology" : "--technology";
  return {
    module: "technology",
    technology: technologySlug(name, flag, { example: "wordpress or wordpress@6.4.2", given: spec }),
    ...version ? { version } : {},
    ...exclude ? { exclude: true } : {}
  };
}
function valuesOf(flag, list, normalise) {
  const out = [];
  for (const item of list ?? []) {
    const values = item.split(",").map((part) => normalise(part.trim()));
    if (!values.some(Boolean)) {
      throw new CliFailure(
        `--${flag} "${item}" names nothing: give a value, or leave the flag out.`,
        EXIT.usage,
        "empty_value"
      );
    }
    for (const v of values) if (v && !out.includes(v)) out.push(v);
  }
  return out;
}
var listFlag = (description) => Flags.string({ description, multiple: true, helpGroup: "FILTER" });
var filterFlags = {
  technology: Flags.string({
    char: "t",
    multiple: true,
    helpGroup: "FILTER",
    description: "Sites using this technology: a slug or name, optionally @version (wordpress, wordpress@6.4.2). Repeat to require several."
  }),
  "exclude-technology": listFlag("Leave out sites using this technology (name or name@version). Repeatable."),
  category: listFlag(
    "Sites using a technology of this category (slug, e.g. ecommerce). Repeat to require several."
  ),
  header: listFlag("Sites sending this HTTP response header (e.g. strict-transport-security). Repeatable."),
  country: listFlag("Sites in one of these countries (ISO codes, comma-separated or repeated: DE,AT)."),
  region: listFlag("Sites in one of these regions (slugs: europe, north-america, \u2026)."),
  language: listFlag("Sites in one of these languages (ISO 639-1: de,fr)."),
  tld: listFlag("Sites under one of these top-level domains (com, de, co.uk)."),
  "filters-file": Flags.string({
    helpGroup: "FILTER",
    description: `JSON file with a filter list in the API's filter language (e.g. copied from the report builder), for what the flags cannot say (changes, vulnerabilities): an array, or an object with a "filters" array. The filter flags add to it; all must hold.`
  })
};
function filtersFromFlags(flags) {
  const filters = [];
  for (const t of flags.technology ?? []) filters.push(technologyFilter(t));
  for (const t of flags["exclude-technology"] ?? []) filters.push(technologyFilter(t, true));
  for (const c of valuesOf("category", flags.category, slugify))
    filters.push({ module: "category", category: c });
  for (const h of valuesOf("header", flags.header, (v) => v.toLowerCase()))
    filters.push({ module: "header", header: h });
  const countries = valuesOf("country", flags.country, (v) => v.toUpperCase());
  if (countries.length) filters.push({ module: "country", values: countries });
  const regions = valuesOf("region", flags.region, slugify);
  if (regions.length) filters.push({ module: "region", values: regions });
  const languages = valuesOf("language", flags.language, (v) => v.toLowerCase());
  if (languages.length) filters.push({ module: "language", values: languages });
  const tlds = valuesOf("tld", flags.tld, (v) => v.toLowerCase().replace(/^\.+/, ""));
  if (tlds.length) filters.push({ module: "tld", values: tlds });
  return filters;
}
var fileFailure = (file, problem) => new CliFailure(`--filters-file ${file}: ${problem}`, EXIT.usage, "filters_file");
function issueText(list, issue) {
  const [index, ...rest] = issue.path.split(".");
  if (index === "" || Number.isNaN(Number(index))) return issue.message;
  const given = list[Number(index)];
  const module = typeof given?.module === "string" ? given.module : void 0;
  if (rest.join(".") === "module") {
    const known = FILTER_MODULES.join(", ");
    return module === void 0 ? `filter ${Number(index) + 1} has no "module"; it is one of ${known}` : `filter ${Number(index) + 1}: "${module}" is not a filter; the filters are ${known}`;
  }
  const field = rest.length ? `, ${rest.join(".")}` : "";
  return `filter ${Number(index) + 1}${module ? ` (${module})` : ""}${field}: ${issue.message}`;
}
var FILTER_MODULES = [
  "technology",
  "category",
  "header",
  "tld",
  "country",
  "region",
  "language",
  "change",
  "vulnerability"
];
async function filtersFromFile(file) {
  if (!file.trim()) {
    throw new CliFailure(
      '--filters-file "" names no file: give a file, or leave the flag out.',
      EXIT.usage,
      "filters_file"
    );
  }
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = err.code;
    throw fileFailure(file, code === "ENOENT" ? "no such file" : `cannot be read: ${err.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw fileFailure(file, `is not JSON: ${err.message}`);
  }
  const list = Array.isArray(parsed) ? parsed : parsed?.filters;
  if (!Array.isArray(list)) {
    throw fileFailure(file, 'must hold a JSON array of filters, or an object with a "filters" array');
  }
  const check = checkReportFilters(list);
  if (!check.ok) throw fileFailure(file, check.issues.map((i) => issueText(list, i)).join("; "));
  return check.filters;
}
function filtersGiven(flags) {
  return flags["filters-file"] !== void 0 || filtersFromFlags(flags).length > 0;
}
async function filtersOf(flags) {
  const fromFile = flags["filters-file"] !== void 0 ? await filtersFromFile(flags["filters-file"]) : [];
  return [...fromFile, ...filtersFromFlags(flags)];
}
function describeFilters(filters) {
  if (!filters.length) return "all indexed websites";
  return filters.map((f) => {
    const not = f.exclude ? "not " : "";
    switch (f.module) {
      case "technology":
        return `${not}technology ${f.technology}${f.version ? `@${f.version}` : ""}`;
      case "category":
        return `${not}category ${f.category}`;
      case "header":
        return `${not}header ${f.header}`;
      case "change":
        return `${not}${f.action} ${f.technology}${f.since ? ` since ${f.since}` : ""}`;
      case "vulnerability": {
        const which = f.cves?.length ? ` to ${f.cves.join("|")}` : "";
        const score = f.minSeverity !== void 0 ? ` (CVSS \u2265 ${f.minSeverity})` : "";
        return `${not}vulnerable${which}${score}`;
      }
      default:
        return `${not}${f.module} ${f.values.join("|")}`;
    }
  }).join(", ");
}

// src/output/text.ts
function table(header, rows, indent = "  ") {
  const cells = [header, ...rows.map((r) => r.map((c) => String(c)))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  return cells.map(
    (r) => (indent + r.map((c, i) => i === r.length - 1 ? c : c.padEnd(widths[i])).join("  ")).trimEnd()
  ).join("\n");
}
var count = (n) => n.toLocaleString("en-US");
var plural = (n, word) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;
var day = (iso) => iso ? iso.slice(0, 10) : "";
var orDash = (v) => v === null || v === void 0 || v === "" ? "\u2013" : String(v);
function pairs(rows, indent = "  ") {
  const width = Math.max(0, ...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${indent}${k.padEnd(width)}  ${v}`).join("\n");
}

// src/output/profile-text.ts
var rankSourceText = (s) => s ? ` (${s.list} list of ${s.date}${s.current ? "" : ", old rank"})` : "";
function profileText(p) {
  const lines = [];
  lines.push(p.title ? `${p.domain} \u2014 ${p.title}` : p.domain);
  const facts = [
    ["rank", p.rank === null ? "low" : count(p.rank) + rankSourceText(p.rankSource)],
    ["country", p.country ? `${p.country.name} (${p.country.code})` : "\u2013"],
    ["language", p.language ? `${p.language.name} (${p.language.code})` : "\u2013"],
    ["IP", orDash(p.ip)],
    ["network", p.asn ? `AS${p.asn.number}${p.asn.name ? ` ${p.asn.name}` : ""}` : "\u2013"],
    [
      "last visit",
      `${day(p.fetch.checkedAt)} (${p.fetch.outcome}${p.fetch.status ? ` ${p.fetch.status}` : ""})`
    ]
  ];
  if (p.redirectsTo) facts.push(["redirects to", p.redirectsTo]);
  if (p.maxSeverity !== null) facts.push(["max CVSS", String(p.maxSeverity)]);
  if (p.synthetic) facts.push(["note", "generated demonstration data"]);
  lines.push(pairs(facts));
  lines.push("", `Technologies (${p.technologies.length})`);
  if (p.technologies.length) {
    lines.push(
      table(
        ["name", "version", "categories", "last seen"],
        p.technologies.map((t) => [
          t.name,
          orDash(t.version),
          t.categories.map((c) => c.name).join(", "),
          day(t.lastSeen)
        ])
      )
    );
  } else {
    lines.push("  none detected");
  }
  const contacts = [
    ...p.contacts.emails.map((e) => ["email", e]),
    ...p.contacts.phones.map((ph) => ["phone", ph]),
    ...p.contacts.address ? [["address", p.contacts.address.replace(/\s*\n\s*/g, ", ")]] : [],
    ...Object.entries(p.social).filter(([, url]) => url).map(([network, url]) => [network, url])
  ];
  if (contacts.length) lines.push("", "Contacts", pairs(contacts));
  return lines.join("\n");
}

// src/output/website-table.ts
function websiteTable(websites) {
  return table(
    ["domain", "rank", "country", "title"],
    websites.map((w) => [
      w.domain,
      w.rank === null ? "low" : count(w.rank),
      orDash(w.country),
      w.title ?? ""
    ])
  );
}

// src/output/alert-text.ts
function channelsText(a) {
  const parts = [];
  if (a.webhookUrl) parts.push(`webhook ${a.webhookUrl}`);
  if (a.email) parts.push(a.digest ? "e-mail (daily digest)" : "e-mail");
  return parts.join(", ") || "nowhere";
}
var statusText = (a) => a.status === "paused" ? `paused${a.pausedReason ? `: ${a.pausedReason}` : ""}` : a.status;
function alertText(a) {
  const facts = [
    ["id", a.id],
    ["status", statusText(a)],
    ["filters", describeFilters(a.filters)],
    ["events", a.events.join(", ")],
    ["sends to", channelsText(a)],
    ["created", a.createdAt]
  ];
  if (a.secretRotatedAt) facts.push(["secret rotated", a.secretRotatedAt]);
  if (a.previousSecretExpiresAt) facts.push(["old secret signs until", a.previousSecretExpiresAt]);
  return [a.name, pairs(facts)].join("\n");
}
function secretText(a, rotated) {
  const lines = [
    `Signing secret: ${a.secret}`,
    "Store it now: it is shown only this once. Use it to verify the TechCensus-Signature header of each delivery."
  ];
  if (rotated)
    lines.push("The previous secret keeps signing too for a day, so your receiver can switch over.");
  return lines.join("\n");
}
function alertsTable(alerts) {
  return table(
    ["id", "name", "status", "sends to", "filters"],
    alerts.map((a) => [a.id, a.name, a.status, channelsText(a), describeFilters(a.filters)])
  );
}
function deliveriesTable(deliveries) {
  return table(
    ["when", "event", "type", "channel", "try", "outcome", "HTTP", "ms", "site"],
    deliveries.map((d) => [
      d.at.slice(0, 19).replace("T", " "),
      d.eventId,
      d.type,
      d.channel,
      d.attempt,
      d.error ? `${d.outcome} (${d.error})` : d.outcome,
      orDash(d.status),
      orDash(d.latencyMs),
      orDash(d.site)
    ])
  );
}

// src/output/technology-text.ts
function technologyText(t) {
  const lines = [t.name];
  if (t.description) lines.push(t.description);
  const facts = [
    ["slug", t.slug],
    ["categories", t.categories.map((c) => c.name).join(", ") || "\u2013"],
    ["website", orDash(t.website)],
    ["used by", plural(t.websiteCount, "indexed site")],
    ["known CVEs", count(t.knownCves)]
  ];
  if (t.oss || t.saas)
    facts.push(["kind", [t.oss && "open source", t.saas && "SaaS"].filter(Boolean).join(", ")]);
  if (t.pricing.length) facts.push(["pricing", t.pricing.join(", ")]);
  lines.push(pairs(facts));
  if (t.versions.length) {
    lines.push(
      "",
      "Top versions",
      table(
        ["version", "sites"],
        t.versions.map((b) => [b.key, count(b.count)])
      )
    );
  }
  if (t.countries.length) {
    lines.push(
      "",
      "Top countries",
      table(
        ["country", "sites"],
        t.countries.map((b) => [b.key, count(b.count)])
      )
    );
  }
  return lines.join("\n");
}

export {
  __export,
  EXIT,
  CliFailure,
  LOGIN_HINT,
  describeFailure,
  slugify,
  technologySlug,
  filterFlags,
  filtersGiven,
  filtersOf,
  describeFilters,
  table,
  count,
  plural,
  day,
  orDash,
  pairs,
  alertText,
  secretText,
  alertsTable,
  deliveriesTable,
  profileText,
  technologyText,
  websiteTable
};
