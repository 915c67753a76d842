import {
  CliFailure,
  EXIT,
  LOGIN_HINT,
  __export,
  alertText,
  alertsTable,
  count,
  day,
  deliveriesTable,
  describeFailure,
  describeFilters,
  filterFlags,
  filtersGiven,
  filtersOf,
  orDash,
  pairs,
  plural,
  profileText,
  secretText,
  table,
  technologySlug,
  technologyText,
  websiteTable
} from "./chunk-VQTFQJWY.js";

// src/commands/alerts/create.ts
var create_exports = {};
__export(create_exports, {
  default: () => AlertsCreate
});
import { Flags as Flags3 } from "@oclif/core";

// src/alert-flags.ts
import { Flags } from "@oclif/core";
import { ALERT_SUBSCRIBABLE_EVENTS } from "@techcensus/sdk";

// src/args.ts
import { Args } from "@oclif/core";
function requiredText(description) {
  return Args.string({
    description,
    required: true,
    async parse(input, command2) {
      const value = input.trim();
      if (value) return value;
      const name = command2.token.arg.toUpperCase();
      const usage = `${command2.config.bin} ${command2.id?.replaceAll(":", " ") ?? ""}`.trim();
      throw new CliFailure(
        `The ${name} argument is empty.
  ${name}  ${description}
See \`${usage} --help\`.`,
        EXIT.usage,
        "empty_argument"
      );
    }
  });
}

// src/alert-flags.ts
var alertIdArg = {
  id: requiredText("The alert id (from `alerts list`).")
};
var alertFilterFlags = filterFlags;
var deliveryFlags = {
  webhook: Flags.string({
    description: "https URL that receives the signed events (a private address is refused)."
  }),
  email: Flags.boolean({ description: "E-mail the events to the account's address.", allowNo: true }),
  event: Flags.string({
    multiple: true,
    options: [...ALERT_SUBSCRIBABLE_EVENTS],
    description: "Send only these events (repeat the flag) [default: all]. The technology and CVE events are those of your monitored websites."
  }),
  digest: Flags.boolean({
    description: "E-mail one digest a day instead of one e-mail per event.",
    allowNo: true
  })
};
async function alertFilters(flags) {
  return filtersGiven(flags) ? filtersOf(flags) : void 0;
}

// src/base.ts
import { Command, Flags as Flags2 } from "@oclif/core";
import { createClient } from "@techcensus/sdk";

// src/stored-login.ts
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
var CONFIG_FILE = "config.json";
var configFile = (configDir) => join(configDir, CONFIG_FILE);
async function readLogin(configDir) {
  let text;
  try {
    text = await readFile(configFile(configDir), "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  try {
    const data = JSON.parse(text);
    return typeof data.apiKey === "string" && data.apiKey ? { apiKey: data.apiKey, baseUrl: data.baseUrl ?? "", savedAt: data.savedAt ?? "" } : null;
  } catch {
    return null;
  }
}
async function saveLogin(configDir, login) {
  await mkdir(configDir, { recursive: true, mode: 448 });
  const file = configFile(configDir);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(login, null, 2)}
`, { mode: 384 });
  await chmod(temp, 384);
  await rename(temp, file);
  return file;
}
async function removeLogin(configDir) {
  const existing = await readLogin(configDir).catch(() => null);
  await rm(configFile(configDir), { force: true });
  return existing !== null;
}

// src/base.ts
var DEFAULT_BASE_URL = "http://localhost:3000";
var TechCensusCommand = class extends Command {
  static enableJsonFlag = true;
  static baseFlags = {
    "base-url": Flags2.string({
      description: `Service address [default: the one you logged in to, else ${DEFAULT_BASE_URL}].`,
      env: "TECHCENSUS_URL",
      helpGroup: "GLOBAL"
    }),
    "api-key": Flags2.string({
      description: "API key for this call [default: TECHCENSUS_API_KEY, else the key stored by `login`].",
      env: "TECHCENSUS_API_KEY",
      helpGroup: "GLOBAL"
    })
  };
  stored;
  baseUrlInUse = DEFAULT_BASE_URL;
  async storedLogin() {
    if (this.stored === void 0) this.stored = await readLogin(this.config.configDir).catch(() => null);
    return this.stored;
  }
  /** --base-url, then TECHCENSUS_URL (both the flag), then the stored login's, then the default. */
  async baseUrl(flags) {
    const url = flags["base-url"] || (await this.storedLogin())?.baseUrl || DEFAULT_BASE_URL;
    this.baseUrlInUse = url.replace(/\/+$/, "");
    return this.baseUrlInUse;
  }
  /** --api-key, then TECHCENSUS_API_KEY (both the flag), then the stored login's key. */
  async apiKey(flags) {
    return flags["api-key"]?.trim() || (await this.storedLogin())?.apiKey || void 0;
  }
  /** A client for the service; with `needsKey`, a missing key stops here instead of costing a call. */
  async client(flags, opts = {}) {
    const baseUrl = await this.baseUrl(flags);
    const apiKey = await this.apiKey(flags);
    if (opts.needsKey !== false && !apiKey) {
      throw new CliFailure(`No API key. ${LOGIN_HINT}`, EXIT.auth, "missing_api_key");
    }
    return createClient({
      baseUrl,
      apiKey,
      onRetry: (e) => this.noteRetry(e),
      headers: { "user-agent": this.config.userAgent }
    });
  }
  noteRetry(e) {
    const why = e.status === 429 ? "Rate limited" : e.status ? `HTTP ${e.status}` : "Connection failed";
    this.logToStderr(`${why}; retrying in ${(e.delayMs / 1e3).toFixed(1)} s\u2026`);
  }
  /** A line for people on stderr (never in --json mode), keeping stdout for the result. */
  note(message) {
    this.logToStderr(message);
  }
  async catch(err) {
    const failure = describeFailure(err, this.baseUrlInUse);
    if (!failure) return super.catch(err);
    process.exitCode = failure.exit;
    if (this.jsonEnabled()) this.logJson({ error: failure.json });
    process.stderr.write(`Error: ${failure.message}
`);
  }
};

// src/commands/alerts/create.ts
var AlertsCreate = class _AlertsCreate extends TechCensusCommand {
  static summary = "Create an alert: be told when websites start or stop matching filters.";
  static description = "Saves the filters (the same as `report create` takes, or a JSON file of them) as an alert that sends signed `site.matched` and `site.unmatched` events, and your monitored websites' changes, to a webhook and/or by e-mail. Prints the signing secret once: store it. Free; your plan limits how many alerts you keep.";
  static examples = [
    '<%= config.bin %> alerts create --name "WordPress in Germany" -t wordpress --country DE --webhook https://hooks.example.com/techcensus',
    '<%= config.bin %> alerts create --name "Shopify stores" -t shopify --email --digest',
    '<%= config.bin %> alerts create --name "Vulnerable shops" --filters-file filters.json --webhook https://hooks.example.com/tc --json'
  ];
  static flags = {
    name: Flags3.string({
      char: "n",
      description: "A name for the alert (shown in every event).",
      required: true
    }),
    ...alertFilterFlags,
    ...deliveryFlags
  };
  async run() {
    const { flags } = await this.parse(_AlertsCreate);
    const filters = await alertFilters(flags);
    if (!filters?.length) {
      throw new CliFailure(
        "Give the alert at least one filter (e.g. --technology wordpress), or a --filters-file.",
        EXIT.usage
      );
    }
    const client = await this.client(flags);
    const alert = await client.createAlert({
      name: flags.name,
      filters,
      ...flags.webhook ? { webhookUrl: flags.webhook } : {},
      ...flags.event?.length ? { events: flags.event } : {},
      email: flags.email ?? false,
      digest: flags.digest ?? false
    });
    this.log(`Created alert ${alert.id}.`);
    this.log(alertText(alert));
    this.log("");
    this.log(secretText(alert, false));
    return alert;
  }
};

// src/commands/alerts/delete.ts
var delete_exports = {};
__export(delete_exports, {
  default: () => AlertsDelete
});
var AlertsDelete = class _AlertsDelete extends TechCensusCommand {
  static summary = "Delete an alert.";
  static description = "Deliveries not yet made are dropped. Free.";
  static examples = ["<%= config.bin %> alerts delete 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11"];
  static args = alertIdArg;
  async run() {
    const { args, flags } = await this.parse(_AlertsDelete);
    await (await this.client(flags)).deleteAlert(args.id);
    this.log(`Deleted alert ${args.id}.`);
    return { id: args.id, deleted: true };
  }
};

// src/commands/alerts/deliveries.ts
var deliveries_exports = {};
__export(deliveries_exports, {
  default: () => AlertsDeliveries
});
import { Flags as Flags4 } from "@oclif/core";
var AlertsDeliveries = class _AlertsDeliveries extends TechCensusCommand {
  static summary = "List the delivery attempts of an alert, newest first.";
  static description = "Every attempt: the event id (the same on every retry), its type, channel, try number, outcome, the HTTP status and time your endpoint answered with, and the website the event is about. Free.";
  static examples = [
    "<%= config.bin %> alerts deliveries 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11",
    "<%= config.bin %> alerts deliveries 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --limit 500 --json"
  ];
  static args = alertIdArg;
  static flags = {
    limit: Flags4.integer({ description: "Most attempts to list.", default: 20, min: 1 })
  };
  async run() {
    const { args, flags } = await this.parse(_AlertsDeliveries);
    const client = await this.client(flags);
    const deliveries = await client.alertDeliveries(args.id, { limit: flags.limit, pageSize: 200 }).toArray();
    this.log(deliveries.length ? deliveriesTable(deliveries) : "No deliveries yet.");
    return { deliveries };
  }
};

// src/commands/alerts/get.ts
var get_exports = {};
__export(get_exports, {
  default: () => AlertsGet
});
var AlertsGet = class _AlertsGet extends TechCensusCommand {
  static summary = "Show one alert.";
  static description = "Its status, filters, where it sends events and when its secret was rotated. Free.";
  static examples = ["<%= config.bin %> alerts get 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11"];
  static args = alertIdArg;
  async run() {
    const { args, flags } = await this.parse(_AlertsGet);
    const alert = await (await this.client(flags)).getAlert(args.id);
    this.log(alertText(alert));
    return alert;
  }
};

// src/commands/alerts/list.ts
var list_exports = {};
__export(list_exports, {
  default: () => AlertsList
});
var AlertsList = class _AlertsList extends TechCensusCommand {
  static summary = "List your alerts and your plan\u2019s alert limits.";
  static description = "Each alert with its status (active, or paused after its endpoint kept failing), where it sends events and its filters; then how many alerts and events a day your plan allows. Free.";
  static examples = ["<%= config.bin %> alerts list", "<%= config.bin %> alerts list --json"];
  async run() {
    const { flags } = await this.parse(_AlertsList);
    const list = await (await this.client(flags)).listAlerts();
    if (list.alerts.length) this.log(alertsTable(list.alerts));
    else this.log(`No alerts yet. Create one with \`${this.config.bin} alerts create\`.`);
    const { limits } = list;
    this.log(
      `${plural(list.alerts.length, "alert")} of ${count(limits.alerts)} allowed; ${count(limits.eventsToday)} of ${count(limits.eventsPerDay)} events a day used today.`
    );
    return list;
  }
};

// src/commands/alerts/rotate-secret.ts
var rotate_secret_exports = {};
__export(rotate_secret_exports, {
  default: () => AlertsRotateSecret
});
var AlertsRotateSecret = class _AlertsRotateSecret extends TechCensusCommand {
  static summary = "Give an alert a new signing secret.";
  static description = "Prints the new secret once. For a day both secrets sign each delivery (two v1= values in the TechCensus-Signature header), so your receiver can switch without missing events. Free.";
  static examples = ["<%= config.bin %> alerts rotate-secret 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11"];
  static args = alertIdArg;
  async run() {
    const { args, flags } = await this.parse(_AlertsRotateSecret);
    const alert = await (await this.client(flags)).rotateAlertSecret(args.id);
    this.log(`New secret for alert ${alert.id} (${alert.name}).`);
    this.log(secretText(alert, true));
    return alert;
  }
};

// src/commands/alerts/test.ts
var test_exports = {};
__export(test_exports, {
  default: () => AlertsTest
});
var AlertsTest = class _AlertsTest extends TechCensusCommand {
  static summary = "Send a signed alert.test event to the alert now.";
  static description = "One attempt, made during the call, to check your endpoint and your signature check. Exits 1 when the webhook did not take it. Free.";
  static examples = ["<%= config.bin %> alerts test 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11"];
  static args = alertIdArg;
  async run() {
    const { args, flags } = await this.parse(_AlertsTest);
    const result = await (await this.client(flags)).testAlert(args.id);
    const d = result.delivery;
    if (!d) {
      this.log(`Sent test event ${result.eventId} by e-mail.`);
    } else if (d.outcome === "delivered") {
      this.log(`Delivered test event ${result.eventId}: HTTP ${d.status} in ${d.latencyMs} ms.`);
    } else {
      process.exitCode = EXIT.negative;
      this.log(`Test event ${result.eventId} was not delivered:`);
      this.log(deliveriesTable([d]));
    }
    return result;
  }
};

// src/commands/alerts/update.ts
var update_exports = {};
__export(update_exports, {
  default: () => AlertsUpdate
});
import { Flags as Flags5 } from "@oclif/core";
var AlertsUpdate = class _AlertsUpdate extends TechCensusCommand {
  static summary = "Change an alert; only what you give changes.";
  static description = "Filter flags or --filters-file replace the alert's filters as a whole. --no-webhook stops webhook deliveries; --resume restarts an alert that was paused after its endpoint kept failing. Free.";
  static examples = [
    '<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --name "WordPress in Austria" -t wordpress --country AT',
    "<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --no-webhook --email",
    "<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --resume"
  ];
  static args = alertIdArg;
  static flags = {
    name: Flags5.string({ char: "n", description: "New name." }),
    ...alertFilterFlags,
    ...deliveryFlags,
    "no-webhook": Flags5.boolean({ description: "Stop sending to the webhook.", exclusive: ["webhook"] }),
    resume: Flags5.boolean({ description: "Resume a paused alert." })
  };
  async run() {
    const { args, flags } = await this.parse(_AlertsUpdate);
    const filters = await alertFilters(flags);
    const changes = {
      ...flags.name !== void 0 ? { name: flags.name } : {},
      ...filters ? { filters } : {},
      ...flags.webhook !== void 0 ? { webhookUrl: flags.webhook } : {},
      ...flags["no-webhook"] ? { webhookUrl: null } : {},
      ...flags.event?.length ? { events: flags.event } : {},
      ...flags.email !== void 0 ? { email: flags.email } : {},
      ...flags.digest !== void 0 ? { digest: flags.digest } : {},
      ...flags.resume ? { status: "active" } : {}
    };
    if (!Object.keys(changes).length) {
      throw new CliFailure("Nothing to change: give at least one flag (see --help).", EXIT.usage);
    }
    const alert = await (await this.client(flags)).updateAlert(args.id, changes);
    this.log(`Updated alert ${alert.id}.`);
    this.log(alertText(alert));
    return alert;
  }
};

// src/commands/bulk-lookup.ts
var bulk_lookup_exports = {};
__export(bulk_lookup_exports, {
  default: () => BulkLookup
});
import { readFile as readFile2 } from "node:fs/promises";
import { Args as Args2, Flags as Flags6 } from "@oclif/core";
import { BULK_LOOKUP_MAX, creditCostText } from "@techcensus/sdk";
async function domainsFromFile(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch (err) {
    const why = err.code === "ENOENT" ? "no such file" : err.message;
    throw new CliFailure(`--file ${file}: ${why}`, EXIT.usage, "file_error");
  }
  return text.split(/\r?\n/).map((l) => l.replace(/#.*/, "").trim()).filter(Boolean);
}
var BulkLookup = class _BulkLookup extends TechCensusCommand {
  static summary = "Look up many websites at once.";
  static description = `The profiles of the domains given as arguments and/or in --file (one a line, # comments), ${BULK_LOOKUP_MAX} to a call, one call after another. ${creditCostText("bulkDomainLookup")} found: domains the index does not hold, and inputs that are not domain names, are listed and cost nothing.`;
  static examples = [
    "<%= config.bin %> bulk-lookup example.com example.org shop.example.net",
    "<%= config.bin %> bulk-lookup --file domains.txt --json > profiles.json"
  ];
  static strict = false;
  static args = {
    domains: Args2.string({ description: "Host names (as many as you like)." })
  };
  static flags = {
    file: Flags6.string({ char: "f", description: "File with one domain a line." })
  };
  async run() {
    const { argv, flags } = await this.parse(_BulkLookup);
    const domains = [...argv, ...flags.file ? await domainsFromFile(flags.file) : []];
    if (!domains.length)
      throw new CliFailure("Give the domains to look up as arguments or in --file.", EXIT.usage);
    const client = await this.client(flags);
    const all = { results: [], notFound: [], invalid: [] };
    for (let i = 0; i < domains.length; i += BULK_LOOKUP_MAX) {
      const part = await client.bulkLookup(domains.slice(i, i + BULK_LOOKUP_MAX));
      all.results.push(...part.results);
      all.notFound.push(...part.notFound);
      all.invalid.push(...part.invalid);
    }
    this.log(`${plural(all.results.length, "website")} found:`);
    if (all.results.length) {
      this.log(
        table(
          ["domain", "rank", "country", "technologies", "title"],
          all.results.map((p) => [
            p.domain,
            p.rank === null ? "low" : count(p.rank),
            orDash(p.country?.code),
            p.technologies.length,
            p.title ?? ""
          ])
        )
      );
    }
    if (all.notFound.length) this.log(`Not in the index (not charged): ${all.notFound.join(", ")}`);
    if (all.invalid.length) this.log(`Not domain names (not charged): ${all.invalid.join(", ")}`);
    return all;
  }
};

// src/commands/credits.ts
var credits_exports = {};
__export(credits_exports, {
  default: () => Credits
});
import { Flags as Flags7 } from "@oclif/core";
var Credits = class _Credits extends TechCensusCommand {
  static summary = "Show your credits balance and where the credits come from.";
  static description = `The balance, and each grant with credits left (free tier, subscription, purchase) with its expiry, soonest-expiring first. With --history: the calls that spent credits, newest first. Free.`;
  static examples = [
    "<%= config.bin %> credits",
    "<%= config.bin %> credits --history --limit 50",
    "<%= config.bin %> credits --json"
  ];
  static flags = {
    history: Flags7.boolean({ description: "List the credits spent instead, newest first." }),
    limit: Flags7.integer({
      description: "Most history entries to list [default: 20].",
      min: 1,
      dependsOn: ["history"]
    })
  };
  async run() {
    const { flags } = await this.parse(_Credits);
    const client = await this.client(flags);
    if (flags.history) {
      const entries = await client.creditHistory({ limit: flags.limit ?? 20, pageSize: 200 }).toArray();
      if (!entries.length) this.log("No credits spent yet.");
      else {
        this.log(
          table(
            ["when", "operation", "units", "credits", ""],
            entries.map((e) => [
              e.at.slice(0, 19).replace("T", " "),
              e.operation,
              count(e.units),
              count(e.credits),
              e.refunded ? "refunded" : ""
            ])
          )
        );
      }
      return { entries };
    }
    const balance = await client.credits();
    this.log(`Balance: ${plural(balance.balance, "credit")}`);
    if (balance.grants.length) {
      this.log(
        table(
          ["source", "granted", "left", "expires"],
          balance.grants.map((g) => [g.source, count(g.amount), count(g.remaining), day(g.expiresAt)])
        )
      );
    }
    this.log(`Every account gets ${plural(balance.freeTierMonthlyCredits, "free credit")} a month.`);
    return balance;
  }
};

// src/commands/cve.ts
var cve_exports = {};
__export(cve_exports, {
  default: () => Cve
});
import { creditCostText as creditCostText2 } from "@techcensus/sdk";
var Cve = class _Cve extends TechCensusCommand {
  static summary = "Show a known vulnerability and the technology versions it affects.";
  static description = `The CVE's title, description, CVSS base score and CWE, the technologies and version ranges it affects, how many indexed websites carry it, and its references. ${creditCostText2("cveLookup")}. An id the service does not know exits 6.`;
  static examples = [
    "<%= config.bin %> cve CVE-2024-31210",
    "<%= config.bin %> cve cve-2024-4439 --json"
  ];
  static args = {
    id: requiredText("The CVE id, CVE-YYYY-NNNN.")
  };
  async run() {
    const { args, flags } = await this.parse(_Cve);
    const cve = await (await this.client(flags)).cve(args.id.trim().toUpperCase());
    this.log(cveText(cve));
    return cve;
  }
};
function rangeText(r) {
  const parts = [r.from ? `>= ${r.from}` : "", r.to ? `${r.toInclusive ? "<=" : "<"} ${r.to}` : ""];
  return parts.filter(Boolean).join(" and ") || "all versions";
}
function cveText(c) {
  const lines = [`${c.id} \u2014 ${c.title}`];
  if (c.description) lines.push(c.description);
  lines.push(
    pairs([
      ["CVSS", orDash(c.severity)],
      ["CWE", c.cwe ? `CWE-${c.cwe.id}${c.cwe.name ? ` ${c.cwe.name}` : ""}` : "\u2013"],
      ["published", orDash(day(c.published))],
      ["updated", orDash(day(c.updated))],
      ["websites", `${count(c.websiteCount)} indexed sites carry it`]
    ])
  );
  if (c.technologies.length) {
    lines.push(
      "",
      "Affects",
      table(
        ["technology", "versions"],
        c.technologies.map((t) => [t.name, t.ranges.map(rangeText).join("; ") || "all versions"])
      )
    );
  }
  if (c.references.length) lines.push("", "References", ...c.references.map((r) => `  ${r}`));
  return lines.join("\n");
}

// src/commands/login.ts
var login_exports = {};
__export(login_exports, {
  default: () => Login
});
import { Flags as Flags8 } from "@oclif/core";

// src/key-prompt.ts
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
async function pipedLine() {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/, 1)[0]?.trim() ?? "";
}
function hiddenLine(question) {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    }
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.on("SIGINT", () => {
      rl.close();
      process.stderr.write("\n");
      reject(Object.assign(new Error("Cancelled."), { exitCode: 130 }));
    });
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer.trim());
    });
    muted = true;
  });
}
function askForKey() {
  return process.stdin.isTTY ? hiddenLine("API key (from your account page): ") : pipedLine();
}

// src/commands/login.ts
var Login = class _Login extends TechCensusCommand {
  static summary = "Check an API key and store it for the next commands.";
  static description = `Asks for the key (input hidden) unless --api-key gives it; a piped stdin is read as the key. The key is checked with the free credits call, then stored with the service address in <%= config.configDir %>/config.json, readable by you only (mode 0600). $XDG_CONFIG_HOME moves that folder.

Which key a command uses: --api-key, then TECHCENSUS_API_KEY, then the stored one.`;
  static examples = [
    "<%= config.bin %> login",
    "<%= config.bin %> login --api-key tc_abcd1234_\u2026",
    {
      description: "Read the key from a pipe, for a service elsewhere:",
      command: 'echo "$KEY" | <%= config.bin %> login --base-url https://techcensus.example'
    }
  ];
  static flags = {
    // Unlike the other commands, login does not read TECHCENSUS_API_KEY: it stores what it is given.
    "api-key": Flags8.string({
      description: "The key to store (asked for when omitted).",
      helpGroup: "GLOBAL"
    })
  };
  async run() {
    const { flags } = await this.parse(_Login);
    const apiKey = flags["api-key"]?.trim() || await askForKey();
    if (!apiKey) throw new CliFailure("No API key given.", EXIT.usage, "missing_api_key");
    const client = await this.client({ "base-url": flags["base-url"], "api-key": apiKey });
    const { balance } = await client.credits();
    const baseUrl = client.options.baseUrl.replace(/\/+$/, "");
    const configFile2 = await saveLogin(this.config.configDir, {
      apiKey,
      baseUrl,
      savedAt: (/* @__PURE__ */ new Date()).toISOString()
    });
    this.log(`Logged in to ${baseUrl}. Balance: ${plural(balance, "credit")}.`);
    this.log(`Key stored in ${configFile2} (readable by you only).`);
    return { baseUrl, configFile: configFile2, balance };
  }
};

// src/commands/logout.ts
var logout_exports = {};
__export(logout_exports, {
  default: () => Logout
});
var Logout = class _Logout extends TechCensusCommand {
  static summary = "Forget the stored API key.";
  static description = "Deletes the key `login` stored. A key given by --api-key or TECHCENSUS_API_KEY is not affected; the key itself stays valid until you replace it on your account page.";
  static examples = ["<%= config.bin %> logout"];
  async run() {
    await this.parse(_Logout);
    const file = configFile(this.config.configDir);
    const removed = await removeLogin(this.config.configDir);
    this.log(removed ? `Logged out: removed ${file}.` : "No stored key; nothing to do.");
    return { removed, configFile: file };
  }
};

// src/commands/lookup.ts
var lookup_exports = {};
__export(lookup_exports, {
  default: () => Lookup
});
import { creditCostText as creditCostText3 } from "@techcensus/sdk";
var Lookup = class _Lookup extends TechCensusCommand {
  static summary = "Show the technology profile of a website.";
  static description = `Technologies with versions, categories and dates, rank, country, language, IP and network, contacts and social links, as last indexed. ${creditCostText3("domainLookup")}; a domain that is not indexed costs nothing (exit 6).`;
  static examples = [
    "<%= config.bin %> lookup example.com",
    "<%= config.bin %> lookup https://www.example.com/shop --json"
  ];
  static args = {
    domain: requiredText("Host name; a scheme, www. or path is dropped.")
  };
  async run() {
    const { args, flags } = await this.parse(_Lookup);
    const profile = await (await this.client(flags)).domainLookup(args.domain);
    this.log(profileText(profile));
    return profile;
  }
};

// src/commands/mcp.ts
var mcp_exports = {};
__export(mcp_exports, {
  default: () => Mcp
});

// src/mcp-sdk.ts
import { existsSync } from "node:fs";
import { join as join2, sep } from "node:path";
var MCP_SDK = "@modelcontextprotocol/sdk";
function isMcpSdkMissing(err) {
  const { code, message } = err ?? {};
  return (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") && typeof message === "string" && message.includes(`'${MCP_SDK}'`);
}
function mcpInstallAdvice(root, range, isProject = hasManifest) {
  const spec = `"${MCP_SDK}${range ? `@${range}` : ""}"`;
  if (root.includes(`${sep}_npx${sep}`)) {
    return `Run it through npx with both packages:
  npx -p @techcensus/cli -p ${spec} techcensus mcp`;
  }
  const at = root.indexOf(`${sep}node_modules${sep}`);
  const project = at < 0 ? void 0 : root.slice(0, at) || sep;
  if (project && isProject(project)) {
    return `Install it in ${project}, beside the CLI:
  npm install ${spec}`;
  }
  return `Install it beside the CLI:
  npm install -g ${spec}`;
}
function hasManifest(dir) {
  return existsSync(join2(dir, "package.json"));
}
function mcpSdkMissing(root, range) {
  return new CliFailure(
    `techcensus mcp needs the MCP SDK (${MCP_SDK}), which is not installed.
It is an optional dependency of @techcensus/cli, left out of a plain install to keep it small.
${mcpInstallAdvice(root, range)}`,
    EXIT.notInstalled,
    "mcp_sdk_missing"
  );
}

// src/commands/mcp.ts
var Mcp = class _Mcp extends TechCensusCommand {
  // stdout carries the protocol: there is no result to print as JSON.
  static enableJsonFlag = false;
  static summary = "Serve the TechCensus API to AI assistants (an MCP server on stdio).";
  static description = `Starts a Model Context Protocol server on stdin/stdout, the way assistants launch one: website and technology lookups, website lists by filters a page at a time, counts, live scans, the credits balance and alerts, as tools. Every call is made with your API key and charged like the same API call; each tool's description says its cost. Runs until the assistant closes it. Add it to an assistant's configuration with command "techcensus", args ["mcp"] and TECHCENSUS_API_KEY in env (or log in once with \`techcensus login\`). Needs the MCP SDK installed beside the CLI (an optional dependency): without it this command prints how to install it and exits 9.`;
  static examples = [
    "<%= config.bin %> mcp",
    "<%= config.bin %> mcp --api-key tc_\u2026 --base-url https://techcensus.example"
  ];
  async run() {
    const { flags } = await this.parse(_Mcp);
    const { serveStdio } = await import("./mcp-NFBWRBMK.js").catch((err) => {
      throw isMcpSdkMissing(err) ? mcpSdkMissing(this.config.root, this.config.pjson.peerDependencies?.[MCP_SDK]) : err;
    });
    const client = await this.client(flags, { needsKey: false });
    const apiKey = await this.apiKey(flags);
    if (process.stdin.isTTY) {
      this.note(
        "Serving MCP on stdin/stdout: an assistant starts this command itself (see `techcensus mcp --help`). Ctrl-C stops it."
      );
    }
    await serveStdio(
      { client, baseUrl: await this.baseUrl(flags), hasKey: apiKey !== void 0 },
      this.config.version
    );
  }
};

// src/commands/report/create.ts
var create_exports2 = {};
__export(create_exports2, {
  default: () => ReportCreate
});
import { Flags as Flags9 } from "@oclif/core";
import { creditCostText as creditCostText4 } from "@techcensus/sdk";

// src/output/export-state.ts
import { createHash } from "node:crypto";
import { readFile as readFile3, rename as rename2, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
var stateFileOf = (out) => `${out}.techcensus-export.json`;
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
var filtersHash = (filters) => createHash("sha256").update(canonical(filters)).digest("hex");
async function readExportState(out) {
  let text;
  try {
    text = await readFile3(stateFileOf(out), "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  const state = JSON.parse(text);
  const fine = state.version === 1 && typeof state.filtersHash === "string" && Array.isArray(state.filters) && Number.isInteger(state.rows) && Number.isInteger(state.bytes) && Number.isInteger(state.pages);
  if (!fine) throw new Error("not an export state this version of techcensus wrote");
  return state;
}
async function writeExportState(out, state) {
  const file = stateFileOf(out);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile2(temp, `${JSON.stringify({ ...state, updatedAt: (/* @__PURE__ */ new Date()).toISOString() }, null, 2)}
`);
  await rename2(temp, file);
}
var removeExportState = (out) => rm2(stateFileOf(out), { force: true });

// src/output/progress.ts
import cliProgress from "cli-progress";
var silent = { update() {
}, stop() {
} };
function progressBar(total, opts) {
  if (opts.json || !process.stderr.isTTY || total <= 0) return silent;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${opts.label} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false
    },
    cliProgress.Presets.shades_classic
  );
  bar.start(total, Math.min(opts.start ?? 0, total));
  return {
    update: (done) => bar.update(Math.min(done, total)),
    stop: () => bar.stop()
  };
}

// src/output/report-file.ts
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { truncate } from "node:fs/promises";
import { extname } from "node:path";

// src/output/website-csv.ts
import { stringify } from "csv-stringify/sync";
var CSV_COLUMNS = [
  "domain",
  "rank",
  "country",
  "language",
  "tld",
  "title",
  "emails",
  "phones",
  "address",
  "facebook",
  "twitter",
  "instagram",
  "youtube",
  "linkedin",
  "technology_count",
  "last_checked",
  // "yes" for a generated demo website: the service's own report files mark them the same way.
  "synthetic"
];
var NUMBERLIKE = /^[+-]?[\d\s().,/-]*$/;
function csvSafe(cell) {
  if (!cell || !/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) || NUMBERLIKE.test(cell)) return cell ?? "";
  return `'${cell}`;
}
function csvRecord(row) {
  return {
    domain: row.domain,
    rank: row.rank ?? "",
    country: row.country ?? "",
    language: row.language ?? "",
    tld: row.tld,
    title: csvSafe(row.title),
    emails: row.contacts.emails.map(csvSafe).join("; "),
    phones: row.contacts.phones.map(csvSafe).join("; "),
    address: csvSafe(row.contacts.address),
    facebook: csvSafe(row.social.facebook),
    twitter: csvSafe(row.social.twitter),
    instagram: csvSafe(row.social.instagram),
    youtube: csvSafe(row.social.youtube),
    linkedin: csvSafe(row.social.linkedin),
    technology_count: row.technologyCount,
    last_checked: row.lastChecked,
    synthetic: row.synthetic ? "yes" : "no"
  };
}
function csvChunk(rows, header) {
  if (!rows.length && !header) return "";
  return stringify(rows.map(csvRecord), {
    header,
    columns: [...CSV_COLUMNS],
    record_delimiter: "windows",
    // A bare line feed inside an address is a line break too, for spreadsheets and parsers alike.
    quoted_match: /[\r\n]/
  });
}

// src/output/report-file.ts
var REPORT_EXTENSIONS = {
  ".csv": "csv",
  ".json": "json",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl"
};
function formatOf(file) {
  return REPORT_EXTENSIONS[extname(file).toLowerCase()] ?? null;
}
var ReportFile = class _ReportFile {
  constructor(out, format, at) {
    this.out = out;
    this.format = format;
    this.at = at;
  }
  out;
  format;
  at;
  get rows() {
    return this.at.rows;
  }
  get mark() {
    return { ...this.at };
  }
  /** A new file holding only what comes before the rows (the CSV header, the JSON "["). */
  static async create(file, format) {
    const head = format === "csv" ? csvChunk([], true) : format === "json" ? "[" : "";
    const report = await _ReportFile.append(file, format, { rows: 0, bytes: Buffer.byteLength(head) }, "w");
    await report.put(head);
    return report;
  }
  /** An existing file cut back to `mark`: whatever came after it (a torn line, "]") is dropped. */
  static async resume(file, format, mark) {
    await truncate(file, mark.bytes);
    return _ReportFile.append(file, format, mark, "a");
  }
  static async append(file, format, mark, flags) {
    const out = createWriteStream(file, { flags });
    await once(out, "open");
    return new _ReportFile(out, format, { ...mark });
  }
  /** The text a page adds, and where the file stands once it is written. */
  chunk(rows) {
    let text = "";
    if (rows.length) {
      if (this.format === "csv") text = csvChunk(rows, false);
      else if (this.format === "jsonl") text = rows.map((r) => `${JSON.stringify(r)}
`).join("");
      else text = (this.at.rows === 0 ? "\n" : ",\n") + rows.map((r) => JSON.stringify(r)).join(",\n");
    }
    return {
      text,
      after: { rows: this.at.rows + rows.length, bytes: this.at.bytes + Buffer.byteLength(text) }
    };
  }
  /** Appends a chunk made by `chunk()` (nothing may be written in between). */
  async write(chunk) {
    await this.put(chunk.text);
    this.at = { ...chunk.after };
  }
  async close() {
    if (this.format === "json") await this.put(this.at.rows ? "\n]\n" : "]\n");
    this.out.end();
    await once(this.out, "finish");
  }
  /** Resolves once the text is in the file (handed to the system), not merely buffered. */
  put(text) {
    if (!text) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.out.write(text, (err) => err ? reject(err) : resolve());
    });
  }
};

// src/output/website-export.ts
import { stat } from "node:fs/promises";
var refuse = (message, code) => new CliFailure(message, EXIT.usage, code);
var startAgain = (out) => `delete ${out} and ${stateFileOf(out)} to start again`;
async function sizeOf(file) {
  try {
    return (await stat(file)).size;
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
}
async function startNew(req) {
  let file;
  try {
    file = await ReportFile.create(req.out, req.format);
  } catch (err) {
    throw refuse(`Cannot write ${req.out}: ${err.message}`, "file_error");
  }
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const state = {
    version: 1,
    format: req.format,
    filters: req.filters,
    filtersHash: filtersHash(req.filters),
    baseUrl: req.baseUrl,
    startedAt: now,
    updatedAt: now,
    ...file.mark,
    pages: 0,
    nextCursor: null,
    pending: null
  };
  await writeExportState(req.out, state);
  return { file, state, resumedFrom: null };
}
async function pickUp(req, saved) {
  if (saved.filtersHash !== filtersHash(req.filters)) {
    throw refuse(
      `Cannot resume ${req.out} with other filters: it is an export of ${describeFilters(saved.filters)}; this command asks for ${describeFilters(req.filters)}. Resume with the same filters, or ${startAgain(req.out)}.`,
      "export_filters_differ"
    );
  }
  if (saved.format !== req.format) {
    throw refuse(`${req.out} was written as ${saved.format}, not ${req.format}.`, "export_format_differs");
  }
  const size = await sizeOf(req.out);
  const at = saved.pending && size !== null && size >= saved.pending.bytes ? saved.pending : saved;
  if (size === null || size < at.bytes) {
    throw refuse(
      `${req.out} ${size === null ? "is gone" : "is shorter than when the export stopped (it was changed)"}: it cannot be resumed; ${startAgain(req.out)}.`,
      "export_file_changed"
    );
  }
  const file = await ReportFile.resume(req.out, req.format, { rows: at.rows, bytes: at.bytes });
  const state = {
    ...saved,
    rows: at.rows,
    bytes: at.bytes,
    pages: at.pages,
    nextCursor: at.nextCursor,
    pending: null
  };
  await writeExportState(req.out, state);
  return { file, state, resumedFrom: at.rows };
}
async function openExport(req) {
  let saved;
  try {
    saved = await readExportState(req.out);
  } catch (err) {
    throw refuse(
      `${stateFileOf(req.out)} cannot be read (${err.message}); ${startAgain(req.out)}.`,
      "export_state_damaged"
    );
  }
  if (!req.resume) {
    if (saved && saved.rows > 0) {
      throw refuse(
        `${req.out} holds an unfinished export (${plural(saved.rows, "row")}, already paid for). Run the same command with --resume to continue it, or ${startAgain(req.out)}.`,
        "export_unfinished"
      );
    }
    return startNew(req);
  }
  if (saved) return pickUp(req, saved);
  if (await sizeOf(req.out) !== null) {
    throw refuse(
      `Nothing to resume: ${req.out} has no ${stateFileOf(req.out)} beside it (the export finished, or techcensus did not write the file).`,
      "export_nothing_to_resume"
    );
  }
  return startNew(req);
}
var exportDone = (state, limit) => state.rows >= limit || state.pages > 0 && state.nextCursor === null;
async function runExport(client, out, open, opts) {
  const { file } = open;
  let state = open.state;
  try {
    if (!exportDone(state, opts.limit)) {
      const pages = client.websites(state.filters, {
        limit: opts.limit - state.rows,
        pageSize: opts.pageSize,
        cursor: state.nextCursor ?? void 0
      }).pages();
      for await (const page of pages) {
        const chunk = file.chunk(page.websites);
        const next = {
          ...chunk.after,
          pages: state.pages + 1,
          nextCursor: page.websites.length ? page.nextCursor : null
        };
        await writeExportState(out, { ...state, pending: next });
        await file.write(chunk);
        state = { ...state, ...next, pending: null };
        await writeExportState(out, state);
        opts.onPage(state.rows);
      }
    }
  } catch (err) {
    await file.close();
    throw err;
  }
  await file.close();
  await removeExportState(out);
  return state;
}

// src/commands/report/create.ts
var EXTENSIONS = Object.keys(REPORT_EXTENSIONS).join(", ").replace(/, ([^,]+)$/, " or $1");
var ReportCreate = class _ReportCreate extends TechCensusCommand {
  static summary = "Write the websites matching filters to a CSV, JSON or JSON lines file.";
  static description = `Fetches the best-ranked matching websites a page at a time and writes each page to --out as it arrives, with a progress bar on a terminal. ${creditCostText4("listWebsites")}, so --limit is required: run \`report estimate\` first to see how many match.

CSV (RFC 4180, header row) columns: domain, rank, country, language, tld, title, emails, phones, address, facebook, twitter, instagram, youtube, linkedin, technology_count, last_checked, synthetic (yes for a generated demo website). Several emails or phones share a cell, separated by "; ". JSON: an array of the API's website rows; JSON lines (.jsonl, .ndjson): one row per line.

While it runs, FILE.techcensus-export.json beside the file says how far it got. If the export stops (credits run out, the connection drops, Ctrl-C), the file keeps the rows already paid for and is left valid; run the same command with --resume to continue where it stopped: no row is written twice or left out, and no page is paid for twice. A resume with other filters is refused. When the export is complete the state file is removed.`;
  static examples = [
    "<%= config.bin %> report create --technology wordpress --country DE --limit 500 --out wordpress-de.csv",
    "<%= config.bin %> report create -t shopify -t klaviyo --limit 100 --out stores.json",
    "<%= config.bin %> report create --filters-file filters.json --country DE --limit 50000 --out leads.jsonl",
    {
      description: "Continue an export that stopped, with the same filters:",
      command: "<%= config.bin %> report create --filters-file filters.json --country DE --limit 50000 --out leads.jsonl --resume"
    }
  ];
  static flags = {
    ...filterFlags,
    limit: Flags9.integer({
      description: "Most websites to write (and credits to spend), counting those a resumed file holds.",
      required: true,
      min: 1
    }),
    out: Flags9.string({
      char: "o",
      description: `File to write: a name ending ${EXTENSIONS}.`,
      required: true
    }),
    "page-size": Flags9.integer({
      description: "Websites per call (1\u20131000).",
      default: 1e3,
      min: 1,
      max: 1e3
    }),
    resume: Flags9.boolean({
      description: "Continue the unfinished export in --out (same filters) instead of starting a new file; starts one when there is none."
    })
  };
  async run() {
    const { flags } = await this.parse(_ReportCreate);
    const format = formatOf(flags.out);
    if (!format)
      throw new CliFailure(`--out must name a ${EXTENSIONS} file, got "${flags.out}".`, EXIT.usage);
    const filters = await filtersOf(flags);
    const client = await this.client(flags);
    const { count: matching } = await client.countWebsites(filters);
    const total = Math.min(flags.limit, matching);
    const open = await openExport({
      out: flags.out,
      format,
      filters,
      resume: flags.resume,
      baseUrl: client.options.baseUrl
    });
    const had = open.resumedFrom;
    this.note(
      `${plural(matching, "website")} match ${describeFilters(filters)}; ${had === null ? `writing ${plural(total, "row")} to ${flags.out}.` : `resuming ${flags.out} after ${plural(had, "row")}, up to ${plural(total, "row")}.`}`
    );
    const bar = progressBar(total, { json: this.jsonEnabled(), label: "websites", start: had ?? 0 });
    let rows;
    try {
      rows = (await runExport(client, flags.out, open, {
        limit: flags.limit,
        pageSize: flags["page-size"],
        onPage: (n) => bar.update(n)
      })).rows;
    } catch (err) {
      bar.stop();
      const kept = open.file.rows;
      this.note(
        kept ? `Stopped after ${plural(kept, "row")}; they are in ${flags.out}, and ${stateFileOf(flags.out)} says where to go on: run the same command with --resume to continue.` : `Stopped before the first row was written.`
      );
      throw err;
    }
    bar.stop();
    this.log(
      had === null ? `Wrote ${plural(rows, "website")} to ${flags.out}.` : `Wrote ${plural(rows - had, "more website")} to ${flags.out}: ${plural(rows, "website")} in all.`
    );
    return { file: flags.out, format, rows, matching, filters, resumedFrom: had };
  }
};

// src/commands/report/estimate.ts
var estimate_exports = {};
__export(estimate_exports, {
  default: () => ReportEstimate
});
var ReportEstimate = class _ReportEstimate extends TechCensusCommand {
  static summary = "Count the websites a report would hold (free).";
  static description = `How many indexed websites match the filters, and so what a report of all of them would cost (1 credit per website). Filters of different kinds must all hold; the values of one --country, --region, --language or --tld flag are alternatives. --filters-file adds a JSON list in the API's filter language (the change and vulnerability filters too); the flags add to it.`;
  static examples = [
    "<%= config.bin %> report estimate --technology wordpress --country DE,AT,CH",
    "<%= config.bin %> report estimate -t shopify --exclude-technology klaviyo --tld com",
    "<%= config.bin %> report estimate --technology wordpress@6.4.2 --json",
    "<%= config.bin %> report estimate --filters-file filters.json --country DE"
  ];
  static flags = { ...filterFlags };
  async run() {
    const { flags } = await this.parse(_ReportEstimate);
    const filters = await filtersOf(flags);
    const estimate = await (await this.client(flags)).countWebsites(filters);
    this.log(`${plural(estimate.count, "website")} match ${describeFilters(filters)}.`);
    const most = Math.min(estimate.count, estimate.maxDomainsInReport);
    if (estimate.count > 0) {
      this.log(
        `A report of ${most === estimate.count ? "all of them" : `the top ${plural(most, "website")}`} costs ${plural(most, "credit")}: \`${this.config.bin} report create\` with the same filters and --limit ${most}.`
      );
    }
    return { ...estimate, filters };
  }
};

// src/commands/scan-status.ts
var scan_status_exports = {};
__export(scan_status_exports, {
  default: () => ScanStatus
});
import { creditCostText as creditCostText5 } from "@techcensus/sdk";

// src/scan-wait.ts
import { Flags as Flags10 } from "@oclif/core";
var waitFlags = {
  wait: Flags10.boolean({ char: "w", description: "Wait for the scan to finish and print the result." }),
  interval: Flags10.integer({
    description: "Seconds between status checks while waiting.",
    default: 2,
    min: 1
  }),
  timeout: Flags10.integer({ description: "Seconds to wait at most.", default: 300, min: 1 })
};
function followScan(client, scan, flags, note) {
  let last = scan.status;
  return client.waitForScan(scan.id, {
    intervalMs: flags.interval * 1e3,
    timeoutMs: flags.timeout * 1e3,
    onProgress: (s) => {
      if (s.status !== last) note(`  ${s.status}`);
      last = s.status;
    }
  });
}
function scanText(scan) {
  if (scan.status === "failed")
    return `Scan of ${scan.domain} failed: ${scan.error ?? "no reason given"} The credits were refunded.`;
  if (scan.status === "completed")
    return scan.result ? profileText(scan.result) : `Scan of ${scan.domain} completed.`;
  return `Scan ${scan.id} of ${scan.domain}: ${scan.status}.`;
}

// src/commands/scan-status.ts
var ScanStatus = class _ScanStatus extends TechCensusCommand {
  static summary = "Show how a scan started earlier is doing.";
  static description = `The state of a live scan by its id (printed by \`scan\`): scheduled, running, completed with the refreshed profile, or failed with the reason. With --wait it follows the scan to the end. ${creditCostText5("scanStatus")}. Exits 1 when the scan failed or is still running at --timeout.`;
  static examples = [
    "<%= config.bin %> scan-status 6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
    "<%= config.bin %> scan-status 6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b --wait --json"
  ];
  static args = {
    id: requiredText("The scan id `scan` printed.")
  };
  static flags = waitFlags;
  async run() {
    const { args, flags } = await this.parse(_ScanStatus);
    const client = await this.client(flags);
    let scan = await client.scanStatus(args.id);
    if (flags.wait && scan.status !== "completed" && scan.status !== "failed") {
      this.note(`Waiting for the scan of ${scan.domain} (${scan.status})\u2026`);
      scan = await followScan(client, scan, flags, (line) => this.note(line));
    }
    if (scan.status === "failed") process.exitCode = EXIT.negative;
    this.log(scanText(scan));
    return scan;
  }
};

// src/commands/scan.ts
var scan_exports = {};
__export(scan_exports, {
  default: () => ScanCommand
});
import { creditCostText as creditCostText6 } from "@techcensus/sdk";
var ScanCommand = class _ScanCommand extends TechCensusCommand {
  static summary = "Scan a website now and refresh its profile.";
  static description = `Visits the site, detects its technologies and updates it in the index. ${creditCostText6("startScan")}; a scan that fails is refunded. Without --wait it prints the scan id and returns; with --wait it follows the scan to the end and prints the refreshed profile (exit 1 when the scan fails or is still running at --timeout). Government and military sites are refused.`;
  static examples = [
    "<%= config.bin %> scan example.com",
    "<%= config.bin %> scan example.com --wait",
    "<%= config.bin %> scan example.com --wait --timeout 600 --json"
  ];
  static args = {
    domain: requiredText("Host name of the site to scan.")
  };
  static flags = waitFlags;
  async run() {
    const { args, flags } = await this.parse(_ScanCommand);
    const client = await this.client(flags);
    const started = await client.scan(args.domain);
    if (!flags.wait) {
      this.log(scanText(started));
      this.log(
        `When it is done: ${this.config.bin} lookup ${started.domain}, or ${this.config.bin} scan-status ${started.id} --wait to follow it.`
      );
      return started;
    }
    this.note(`Scanning ${started.domain} (scan ${started.id})\u2026`);
    const scan = await followScan(client, started, flags, (line) => this.note(line));
    if (scan.status === "failed") process.exitCode = EXIT.negative;
    this.log(scanText(scan));
    return scan;
  }
};

// src/commands/status.ts
var status_exports = {};
__export(status_exports, {
  default: () => Status
});
var Status = class _Status extends TechCensusCommand {
  static summary = "Show whether the service and its stores are up.";
  static description = "Reads the health of the service (no API key needed): the database and the site index. Exits 1 when the service answers but is degraded.";
  static examples = [
    "<%= config.bin %> status",
    "<%= config.bin %> status --json --base-url http://127.0.0.1:3000"
  ];
  async run() {
    const { flags } = await this.parse(_Status);
    const client = await this.client(flags, { needsKey: false });
    const health = await client.health();
    const { database, siteIndex } = health.checks;
    this.log(`TechCensus ${health.version}: ${health.status}`);
    this.log(`  database   ${database.ok ? "ok" : "DOWN"} (${database.engine})`);
    this.log(`  site index ${siteIndex.ok ? "ok" : "DOWN"} (${siteIndex.engine})`);
    if (health.status !== "ok") process.exitCode = EXIT.negative;
    return health;
  }
};

// src/commands/subdomains.ts
var subdomains_exports = {};
__export(subdomains_exports, {
  default: () => Subdomains
});
import { Flags as Flags11 } from "@oclif/core";
import { creditCostText as creditCostText7 } from "@techcensus/sdk";
var Subdomains = class _Subdomains extends TechCensusCommand {
  static summary = "List the subdomains of a website the index knows.";
  static description = `Host names under the domain seen while crawling, in alphabetical order, --limit at most. ${creditCostText7("subdomainLookup")}, so a longer list costs more; the count of all of them comes with the first page. A domain that is not indexed costs nothing (exit 6).`;
  static examples = [
    "<%= config.bin %> subdomains example.com",
    "<%= config.bin %> subdomains example.com --limit 1000 --json"
  ];
  static args = {
    domain: requiredText("Host name; a scheme, www. or path is dropped.")
  };
  static flags = {
    limit: Flags11.integer({ description: "Most subdomains to list.", default: 100, min: 1 })
  };
  async run() {
    const { args, flags } = await this.parse(_Subdomains);
    const client = await this.client(flags);
    const result = { domain: args.domain, total: 0, subdomains: [] };
    const pages = client.subdomains(args.domain, { limit: flags.limit, pageSize: flags.limit }).pages();
    for await (const page of pages) {
      result.domain = page.domain;
      result.total = page.total;
      result.subdomains.push(...page.subdomains);
    }
    const shown = result.subdomains.length;
    this.log(
      `${result.domain}: ${plural(result.total, "subdomain")} known${shown < result.total ? `; the first ${shown}` : ""}${shown ? ":" : "."}`
    );
    for (const s of result.subdomains) this.log(`  ${s}`);
    return result;
  }
};

// src/commands/technology.ts
var technology_exports = {};
__export(technology_exports, {
  default: () => Technology
});
import { Flags as Flags12 } from "@oclif/core";
import { creditCostText as creditCostText8 } from "@techcensus/sdk";
var Technology = class _Technology extends TechCensusCommand {
  static summary = "Show a technology and its usage, or the websites using it.";
  static description = `Without --websites: the catalogue entry, how many indexed sites use it, its most used versions and countries, and its known CVEs (free).
With --websites: the best-ranked sites using it, optionally one --version only, --limit at most (${creditCostText8("technologyWebsites")}).`;
  static examples = [
    "<%= config.bin %> technology wordpress",
    '<%= config.bin %> technology "Google Analytics" --json',
    "<%= config.bin %> technology wordpress --websites --version 6.4.2 --limit 25"
  ];
  static args = {
    name: requiredText('Technology slug or name (wordpress, "Google Analytics").')
  };
  static flags = {
    websites: Flags12.boolean({ description: "List the websites using it (charged per site)." }),
    version: Flags12.string({ description: "Only sites running this exact version.", dependsOn: ["websites"] }),
    limit: Flags12.integer({
      description: "Most websites to list [default: 10].",
      min: 1,
      dependsOn: ["websites"]
    })
  };
  async run() {
    const { args, flags } = await this.parse(_Technology);
    const slug = technologySlug(args.name, "NAME");
    if (flags.version !== void 0 && !flags.version.trim()) {
      throw new CliFailure(
        `--version "${flags.version}" names no version: give one, or leave the flag out.`,
        EXIT.usage,
        "empty_value"
      );
    }
    const client = await this.client(flags);
    if (!flags.websites) {
      const tech = await client.technology(slug);
      this.log(technologyText(tech));
      return tech;
    }
    const websites = await client.technologyWebsites(slug, { version: flags.version, limit: flags.limit ?? 10 }).toArray();
    const what = `${slug}${flags.version ? ` ${flags.version}` : ""}`;
    this.log(`${plural(websites.length, "website")} using ${what}:`);
    if (websites.length) {
      this.log(websiteTable(websites));
    }
    return { technology: slug, version: flags.version ?? null, websites };
  }
};

// src/commands/test-lookup.ts
var test_lookup_exports = {};
__export(test_lookup_exports, {
  default: () => TestLookup
});
import { creditCostText as creditCostText9 } from "@techcensus/sdk";
var TestLookup = class _TestLookup extends TechCensusCommand {
  static summary = "Show the profile of the test domain, free: try your key and the answer.";
  static description = `The same answer as \`lookup\`, for one domain the service picks (the answer names it). ${creditCostText9("testDomainLookup")}: use it to check a key or a script before spending credits.`;
  static examples = ["<%= config.bin %> test-lookup", "<%= config.bin %> test-lookup --json"];
  async run() {
    const { flags } = await this.parse(_TestLookup);
    const profile = await (await this.client(flags)).testLookup();
    this.log(profileText(profile));
    return profile;
  }
};

// commands:commands
var command = (m) => m.default ?? Object.values(m).find((c) => typeof c?.run === "function");
var COMMANDS = {
  "alerts:create": command(create_exports),
  "alerts:delete": command(delete_exports),
  "alerts:deliveries": command(deliveries_exports),
  "alerts:get": command(get_exports),
  "alerts:list": command(list_exports),
  "alerts:rotate-secret": command(rotate_secret_exports),
  "alerts:test": command(test_exports),
  "alerts:update": command(update_exports),
  "bulk-lookup": command(bulk_lookup_exports),
  "credits": command(credits_exports),
  "cve": command(cve_exports),
  "login": command(login_exports),
  "logout": command(logout_exports),
  "lookup": command(lookup_exports),
  "mcp": command(mcp_exports),
  "report:create": command(create_exports2),
  "report:estimate": command(estimate_exports),
  "scan-status": command(scan_status_exports),
  "scan": command(scan_exports),
  "status": command(status_exports),
  "subdomains": command(subdomains_exports),
  "technology": command(technology_exports),
  "test-lookup": command(test_lookup_exports)
};
export {
  COMMANDS
};
