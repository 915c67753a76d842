import * as _ts_rest_core from '@ts-rest/core';
import { z } from 'zod';

interface PagingOptions {
    /** Items asked for per request (the route's maximum caps it). */
    pageSize?: number;
    /**
     * Stop after this many items. The last request asks for only what is still missing, so a
     * metered list never charges for rows beyond the limit.
     */
    limit?: number;
    /** Stops the iteration between pages (rejecting with the signal's reason). */
    signal?: AbortSignal;
    /**
     * Start at this `nextCursor` of an earlier page instead of the first page: continues a list
     * that stopped without asking (and paying) again for the pages before it.
     */
    cursor?: string;
}
/** One request of a cursor-paged list: how many items to ask for and where to continue. */
type PageFetcher<TPage> = (request: {
    limit: number;
    cursor?: string;
}) => Promise<TPage>;
/**
 * A cursor-paged list: iterate it for the items, or `pages()` for whole pages (to show progress
 * or to keep `nextCursor` for later). Nothing is requested until iteration starts, and every
 * iteration starts from the first page again (or from `cursor`).
 */
declare class Paged<TItem, TPage extends {
    nextCursor: string | null;
}> implements AsyncIterable<TItem> {
    private readonly fetchPage;
    private readonly itemsOf;
    private readonly opts;
    constructor(fetchPage: PageFetcher<TPage>, itemsOf: (page: TPage) => TItem[], opts: PagingOptions & {
        pageSize: number;
        maxPageSize: number;
    });
    pages(): AsyncGenerator<TPage, void, undefined>;
    [Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined>;
    /** Every item in one array: for short lists (mind `limit` on metered ones). */
    toArray(): Promise<TItem[]>;
}

interface RetryOptions {
    /** Attempts after the first one; 0 turns retrying off. Default 3. */
    maxRetries?: number;
    /** The first backoff step; each further retry doubles it. Default 500 ms. */
    baseDelayMs?: number;
    /**
     * The longest wait before a retry, backoff or Retry-After. A Retry-After asking for longer is
     * not waited for: the 429 is thrown at once with `retryAfterSeconds`, for the caller to decide.
     * Default 30 s.
     */
    maxDelayMs?: number;
}
declare const DEFAULT_RETRY: Required<RetryOptions>;
/** What a retry is about to happen after, for logging and progress output. */
interface RetryEvent {
    /** 1 for the first retry. */
    attempt: number;
    delayMs: number;
    method: string;
    path: string;
    /** The answer's status, or undefined when no answer came (network failure). */
    status?: number;
    error?: unknown;
}

/**
 * The credit cost of a public API route, attached to the route as contract metadata so the
 * server meters it, OpenAPI documents it and the SDK/CLI can show it — from one declaration.
 *
 * - `fixed`: `amount` credits per successful call (0 for free routes).
 * - `perUnit`: `amount` credits per started block of `per` units of `unit` in the answer, e.g.
 *   1 credit per 10 subdomains returned, or 1 per domain in a report.
 */
type CreditCost = FixedCost | PerUnitCost;
type FixedCost = {
    kind: 'fixed';
    amount: number;
};
type PerUnitCost = {
    kind: 'perUnit';
    amount: number;
    per: number;
    unit: 'domain' | 'subdomain' | 'technology';
};
/** Credits a call costs given how many units it returned (ignored for fixed costs). */
declare function creditsFor(cost: CreditCost, units?: number): number;
/** Human wording used in OpenAPI descriptions and on the pricing page. */
declare function describeCost(cost: CreditCost): string;

/** The header carrying an event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
declare const ALERT_SIGNATURE_HEADER = "TechCensus-Signature";
/** Receivers should refuse a signature whose timestamp is older than this (replays). */
declare const ALERT_SIGNATURE_TOLERANCE_SECONDS: number;
/** The event types an alert delivers. The monitoring ones are monitoring's change events. */
declare const ALERT_EVENT_TYPES: readonly ["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"];
type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];
/** What an alert can ask for (a test event is sent on request only); all of them by default. */
declare const ALERT_SUBSCRIBABLE_EVENTS: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
declare const Alert: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
        module: z.ZodLiteral<"technology">;
        technology: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"category">;
        category: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"header">;
        header: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"tld">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"country">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"region">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"language">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"change">;
        action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
        technology: z.ZodString;
        since: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"vulnerability">;
        cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
        minSeverity: z.ZodOptional<z.ZodNumber>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }>]>, "many">;
    events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
    webhookUrl: z.ZodNullable<z.ZodString>;
    email: z.ZodBoolean;
    digest: z.ZodBoolean;
    status: z.ZodEnum<["active", "paused"]>;
    pausedReason: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
    secretRotatedAt: z.ZodNullable<z.ZodString>;
    previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    status: "active" | "paused";
    id: string;
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
    webhookUrl: string | null;
    email: boolean;
    digest: boolean;
    pausedReason: string | null;
    createdAt: string;
    updatedAt: string;
    secretRotatedAt: string | null;
    previousSecretExpiresAt: string | null;
}, {
    status: "active" | "paused";
    id: string;
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
    webhookUrl: string | null;
    email: boolean;
    digest: boolean;
    pausedReason: string | null;
    createdAt: string;
    updatedAt: string;
    secretRotatedAt: string | null;
    previousSecretExpiresAt: string | null;
}>;
type Alert = z.infer<typeof Alert>;
declare const AlertWithSecret: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
        module: z.ZodLiteral<"technology">;
        technology: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"category">;
        category: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"header">;
        header: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"tld">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"country">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"region">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"language">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"change">;
        action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
        technology: z.ZodString;
        since: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"vulnerability">;
        cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
        minSeverity: z.ZodOptional<z.ZodNumber>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }>]>, "many">;
    events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
    webhookUrl: z.ZodNullable<z.ZodString>;
    email: z.ZodBoolean;
    digest: z.ZodBoolean;
    status: z.ZodEnum<["active", "paused"]>;
    pausedReason: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
    secretRotatedAt: z.ZodNullable<z.ZodString>;
    previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
} & {
    secret: z.ZodString;
}, "strip", z.ZodTypeAny, {
    status: "active" | "paused";
    id: string;
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
    webhookUrl: string | null;
    email: boolean;
    digest: boolean;
    pausedReason: string | null;
    createdAt: string;
    updatedAt: string;
    secretRotatedAt: string | null;
    previousSecretExpiresAt: string | null;
    secret: string;
}, {
    status: "active" | "paused";
    id: string;
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
    webhookUrl: string | null;
    email: boolean;
    digest: boolean;
    pausedReason: string | null;
    createdAt: string;
    updatedAt: string;
    secretRotatedAt: string | null;
    previousSecretExpiresAt: string | null;
    secret: string;
}>;
type AlertWithSecret = z.infer<typeof AlertWithSecret>;
declare const AlertList$1: z.ZodObject<{
    alerts: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
            module: z.ZodLiteral<"technology">;
            technology: z.ZodString;
            version: z.ZodOptional<z.ZodString>;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        }, {
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"category">;
            category: z.ZodString;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        }, {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"header">;
            header: z.ZodString;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        }, {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"tld">;
            values: z.ZodArray<z.ZodString, "many">;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        }, {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"country">;
            values: z.ZodArray<z.ZodString, "many">;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        }, {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"region">;
            values: z.ZodArray<z.ZodString, "many">;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        }, {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"language">;
            values: z.ZodArray<z.ZodString, "many">;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        }, {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"change">;
            action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
            technology: z.ZodString;
            since: z.ZodOptional<z.ZodString>;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        }, {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        }>, z.ZodObject<{
            module: z.ZodLiteral<"vulnerability">;
            cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
            minSeverity: z.ZodOptional<z.ZodNumber>;
            exclude: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        }, {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        }>]>, "many">;
        events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
        webhookUrl: z.ZodNullable<z.ZodString>;
        email: z.ZodBoolean;
        digest: z.ZodBoolean;
        status: z.ZodEnum<["active", "paused"]>;
        pausedReason: z.ZodNullable<z.ZodString>;
        createdAt: z.ZodString;
        updatedAt: z.ZodString;
        secretRotatedAt: z.ZodNullable<z.ZodString>;
        previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        status: "active" | "paused";
        id: string;
        name: string;
        filters: ({
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        } | {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        } | {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        } | {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        } | {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        })[];
        events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
        webhookUrl: string | null;
        email: boolean;
        digest: boolean;
        pausedReason: string | null;
        createdAt: string;
        updatedAt: string;
        secretRotatedAt: string | null;
        previousSecretExpiresAt: string | null;
    }, {
        status: "active" | "paused";
        id: string;
        name: string;
        filters: ({
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        } | {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        } | {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        } | {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        } | {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        })[];
        events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
        webhookUrl: string | null;
        email: boolean;
        digest: boolean;
        pausedReason: string | null;
        createdAt: string;
        updatedAt: string;
        secretRotatedAt: string | null;
        previousSecretExpiresAt: string | null;
    }>, "many">;
    limits: z.ZodObject<{
        alerts: z.ZodNumber;
        eventsPerDay: z.ZodNumber;
        eventsToday: z.ZodNumber;
    }, "strip", z.ZodTypeAny, {
        alerts: number;
        eventsPerDay: number;
        eventsToday: number;
    }, {
        alerts: number;
        eventsPerDay: number;
        eventsToday: number;
    }>;
}, "strip", z.ZodTypeAny, {
    alerts: {
        status: "active" | "paused";
        id: string;
        name: string;
        filters: ({
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        } | {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        } | {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        } | {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        } | {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        })[];
        events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
        webhookUrl: string | null;
        email: boolean;
        digest: boolean;
        pausedReason: string | null;
        createdAt: string;
        updatedAt: string;
        secretRotatedAt: string | null;
        previousSecretExpiresAt: string | null;
    }[];
    limits: {
        alerts: number;
        eventsPerDay: number;
        eventsToday: number;
    };
}, {
    alerts: {
        status: "active" | "paused";
        id: string;
        name: string;
        filters: ({
            technology: string;
            module: "technology";
            version?: string | undefined;
            exclude?: boolean | undefined;
        } | {
            module: "category";
            category: string;
            exclude?: boolean | undefined;
        } | {
            module: "header";
            header: string;
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "tld";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "country";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "region";
            exclude?: boolean | undefined;
        } | {
            values: string[];
            module: "language";
            exclude?: boolean | undefined;
        } | {
            technology: string;
            module: "change";
            action: "added" | "dropped" | "versionchanged";
            exclude?: boolean | undefined;
            since?: string | undefined;
        } | {
            module: "vulnerability";
            exclude?: boolean | undefined;
            cves?: string[] | undefined;
            minSeverity?: number | undefined;
        })[];
        events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
        webhookUrl: string | null;
        email: boolean;
        digest: boolean;
        pausedReason: string | null;
        createdAt: string;
        updatedAt: string;
        secretRotatedAt: string | null;
        previousSecretExpiresAt: string | null;
    }[];
    limits: {
        alerts: number;
        eventsPerDay: number;
        eventsToday: number;
    };
}>;
declare const AlertDelivery: z.ZodObject<{
    id: z.ZodString;
    eventId: z.ZodString;
    type: z.ZodEnum<["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"]>;
    channel: z.ZodEnum<["webhook", "email"]>;
    attempt: z.ZodNumber;
    at: z.ZodString;
    status: z.ZodNullable<z.ZodNumber>;
    latencyMs: z.ZodNullable<z.ZodNumber>;
    outcome: z.ZodEnum<["delivered", "retrying", "failed", "skipped"]>;
    error: z.ZodNullable<z.ZodString>;
    site: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
    at: string;
    status: number | null;
    id: string;
    eventId: string;
    channel: "email" | "webhook";
    attempt: number;
    latencyMs: number | null;
    outcome: "delivered" | "retrying" | "failed" | "skipped";
    error: string | null;
    site: string | null;
}, {
    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
    at: string;
    status: number | null;
    id: string;
    eventId: string;
    channel: "email" | "webhook";
    attempt: number;
    latencyMs: number | null;
    outcome: "delivered" | "retrying" | "failed" | "skipped";
    error: string | null;
    site: string | null;
}>;
type AlertDelivery = z.infer<typeof AlertDelivery>;
declare const AlertDeliveryPage$1: z.ZodObject<{
    deliveries: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        eventId: z.ZodString;
        type: z.ZodEnum<["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"]>;
        channel: z.ZodEnum<["webhook", "email"]>;
        attempt: z.ZodNumber;
        at: z.ZodString;
        status: z.ZodNullable<z.ZodNumber>;
        latencyMs: z.ZodNullable<z.ZodNumber>;
        outcome: z.ZodEnum<["delivered", "retrying", "failed", "skipped"]>;
        error: z.ZodNullable<z.ZodString>;
        site: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }, {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }>, "many">;
    nextCursor: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    deliveries: {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }[];
    nextCursor: string | null;
}, {
    deliveries: {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }[];
    nextCursor: string | null;
}>;
declare const CreateAlertBody: z.ZodObject<{
    name: z.ZodString;
    filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
        module: z.ZodLiteral<"technology">;
        technology: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"category">;
        category: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"header">;
        header: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"tld">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"country">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"region">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"language">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"change">;
        action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
        technology: z.ZodString;
        since: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"vulnerability">;
        cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
        minSeverity: z.ZodOptional<z.ZodNumber>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }>]>, "many">;
    events: z.ZodDefault<z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">>;
    webhookUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    email: z.ZodDefault<z.ZodBoolean>;
    digest: z.ZodDefault<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
    email: boolean;
    digest: boolean;
    webhookUrl?: string | null | undefined;
}, {
    name: string;
    filters: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[];
    events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
    webhookUrl?: string | null | undefined;
    email?: boolean | undefined;
    digest?: boolean | undefined;
}>;
type CreateAlertBody = z.infer<typeof CreateAlertBody>;
declare const UpdateAlertBody: z.ZodObject<{
    status: z.ZodOptional<z.ZodEnum<["active", "paused"]>>;
    name: z.ZodOptional<z.ZodString>;
    filters: z.ZodOptional<z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
        module: z.ZodLiteral<"technology">;
        technology: z.ZodString;
        version: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }, {
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"category">;
        category: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }, {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"header">;
        header: z.ZodString;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }, {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"tld">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"country">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"region">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"language">;
        values: z.ZodArray<z.ZodString, "many">;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }, {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"change">;
        action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
        technology: z.ZodString;
        since: z.ZodOptional<z.ZodString>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }, {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    }>, z.ZodObject<{
        module: z.ZodLiteral<"vulnerability">;
        cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
        minSeverity: z.ZodOptional<z.ZodNumber>;
        exclude: z.ZodOptional<z.ZodBoolean>;
    }, "strict", z.ZodTypeAny, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }, {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    }>]>, "many">>;
    events: z.ZodOptional<z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">>;
    webhookUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    email: z.ZodOptional<z.ZodBoolean>;
    digest: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    status?: "active" | "paused" | undefined;
    name?: string | undefined;
    filters?: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[] | undefined;
    events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
    webhookUrl?: string | null | undefined;
    email?: boolean | undefined;
    digest?: boolean | undefined;
}, {
    status?: "active" | "paused" | undefined;
    name?: string | undefined;
    filters?: ({
        technology: string;
        module: "technology";
        version?: string | undefined;
        exclude?: boolean | undefined;
    } | {
        module: "category";
        category: string;
        exclude?: boolean | undefined;
    } | {
        module: "header";
        header: string;
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "tld";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "country";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "region";
        exclude?: boolean | undefined;
    } | {
        values: string[];
        module: "language";
        exclude?: boolean | undefined;
    } | {
        technology: string;
        module: "change";
        action: "added" | "dropped" | "versionchanged";
        exclude?: boolean | undefined;
        since?: string | undefined;
    } | {
        module: "vulnerability";
        exclude?: boolean | undefined;
        cves?: string[] | undefined;
        minSeverity?: number | undefined;
    })[] | undefined;
    events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
    webhookUrl?: string | null | undefined;
    email?: boolean | undefined;
    digest?: boolean | undefined;
}>;
type UpdateAlertBody = z.infer<typeof UpdateAlertBody>;
declare const AlertEvent: z.ZodDiscriminatedUnion<"type", [z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"site.matched">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        site: z.ZodObject<{
            domain: z.ZodString;
            rank: z.ZodNullable<z.ZodNumber>;
            country: z.ZodNullable<z.ZodString>;
            technologies: z.ZodArray<z.ZodObject<{
                slug: z.ZodString;
                name: z.ZodString;
                version: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                version: string | null;
                name: string;
                slug: string;
            }, {
                version: string | null;
                name: string;
                slug: string;
            }>, "many">;
        }, "strip", z.ZodTypeAny, {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        }, {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        }>;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        };
    }, {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        };
    }>;
}, "strip", z.ZodTypeAny, {
    type: "site.matched";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        };
    };
}, {
    type: "site.matched";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        };
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"site.unmatched">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        site: z.ZodNullable<z.ZodObject<{
            domain: z.ZodString;
            rank: z.ZodNullable<z.ZodNumber>;
            country: z.ZodNullable<z.ZodString>;
            technologies: z.ZodArray<z.ZodObject<{
                slug: z.ZodString;
                name: z.ZodString;
                version: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                version: string | null;
                name: string;
                slug: string;
            }, {
                version: string | null;
                name: string;
                slug: string;
            }>, "many">;
        }, "strip", z.ZodTypeAny, {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        }, {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        }>>;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        } | null;
    }, {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        } | null;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "site.unmatched";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        } | null;
    };
}, {
    type: "site.unmatched";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        site: {
            domain: string;
            country: string | null;
            rank: number | null;
            technologies: {
                version: string | null;
                name: string;
                slug: string;
            }[];
        } | null;
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"technology.added">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        technology: z.ZodObject<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            name: string;
            slug: string;
        }, {
            name: string;
            slug: string;
        }>;
        version: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    }, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "technology.added";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    };
}, {
    type: "technology.added";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"technology.dropped">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        technology: z.ZodObject<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            name: string;
            slug: string;
        }, {
            name: string;
            slug: string;
        }>;
        version: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    }, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "technology.dropped";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    };
}, {
    type: "technology.dropped";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"technology.version_changed">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        technology: z.ZodObject<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            name: string;
            slug: string;
        }, {
            name: string;
            slug: string;
        }>;
        from: z.ZodNullable<z.ZodString>;
        to: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        from: string | null;
        to: string | null;
    }, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        from: string | null;
        to: string | null;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "technology.version_changed";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        from: string | null;
        to: string | null;
    };
}, {
    type: "technology.version_changed";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        from: string | null;
        to: string | null;
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"cve.new">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        domain: z.ZodString;
        technology: z.ZodObject<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            name: string;
            slug: string;
        }, {
            name: string;
            slug: string;
        }>;
        version: z.ZodNullable<z.ZodString>;
        cve: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
        cve: string;
    }, {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
        cve: string;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "cve.new";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
        cve: string;
    };
}, {
    type: "cve.new";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        domain: string;
        technology: {
            name: string;
            slug: string;
        };
        version: string | null;
        cve: string;
    };
}>, z.ZodObject<{
    id: z.ZodString;
    type: z.ZodLiteral<"alert.test">;
    created: z.ZodNumber;
    alert: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        name: string;
    }, {
        id: string;
        name: string;
    }>;
    data: z.ZodObject<{
        message: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        message: string;
    }, {
        message: string;
    }>;
}, "strip", z.ZodTypeAny, {
    type: "alert.test";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        message: string;
    };
}, {
    type: "alert.test";
    id: string;
    created: number;
    alert: {
        id: string;
        name: string;
    };
    data: {
        message: string;
    };
}>]>;
type AlertEvent = z.infer<typeof AlertEvent>;
type AlertEventOf<T extends AlertEventType> = Extract<AlertEvent, {
    type: T;
}>;
declare const AlertTestResult$1: z.ZodObject<{
    eventId: z.ZodString;
    delivery: z.ZodNullable<z.ZodObject<{
        id: z.ZodString;
        eventId: z.ZodString;
        type: z.ZodEnum<["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"]>;
        channel: z.ZodEnum<["webhook", "email"]>;
        attempt: z.ZodNumber;
        at: z.ZodString;
        status: z.ZodNullable<z.ZodNumber>;
        latencyMs: z.ZodNullable<z.ZodNumber>;
        outcome: z.ZodEnum<["delivered", "retrying", "failed", "skipped"]>;
        error: z.ZodNullable<z.ZodString>;
        site: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }, {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    }>>;
}, "strip", z.ZodTypeAny, {
    eventId: string;
    delivery: {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    } | null;
}, {
    eventId: string;
    delivery: {
        type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
        at: string;
        status: number | null;
        id: string;
        eventId: string;
        channel: "email" | "webhook";
        attempt: number;
        latencyMs: number | null;
        outcome: "delivered" | "retrying" | "failed" | "skipped";
        error: string | null;
        site: string | null;
    } | null;
}>;

/** The header that carries the API key (`Authorization: Bearer <key>` is accepted too). */
declare const API_KEY_HEADER = "x-api-key";
/**
 * Stable error codes of the public API: integrators switch on `code`, people read `err`. A code,
 * once published, keeps its meaning.
 */
declare const API_ERROR_CODES: {
    readonly validation_failed: 400;
    readonly malformed_json: 400;
    readonly invalid_cursor: 400;
    readonly bad_request: 400;
    readonly missing_api_key: 401;
    readonly invalid_api_key: 401;
    readonly insufficient_credits: 402;
    readonly scan_not_permitted: 403;
    readonly plan_limit_reached: 403;
    readonly not_found: 404;
    readonly method_not_allowed: 405;
    readonly body_too_large: 413;
    readonly unsupported_encoding: 415;
    readonly rate_limited: 429;
    readonly internal: 500;
    readonly unavailable: 503;
};
type ApiErrorCode = keyof typeof API_ERROR_CODES;

declare const ReportFilter$1: z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
    module: z.ZodLiteral<"technology">;
    technology: z.ZodString;
    version: z.ZodOptional<z.ZodString>;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    technology: string;
    module: "technology";
    version?: string | undefined;
    exclude?: boolean | undefined;
}, {
    technology: string;
    module: "technology";
    version?: string | undefined;
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"category">;
    category: z.ZodString;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    module: "category";
    category: string;
    exclude?: boolean | undefined;
}, {
    module: "category";
    category: string;
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"header">;
    header: z.ZodString;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    module: "header";
    header: string;
    exclude?: boolean | undefined;
}, {
    module: "header";
    header: string;
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"tld">;
    values: z.ZodArray<z.ZodString, "many">;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    values: string[];
    module: "tld";
    exclude?: boolean | undefined;
}, {
    values: string[];
    module: "tld";
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"country">;
    values: z.ZodArray<z.ZodString, "many">;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    values: string[];
    module: "country";
    exclude?: boolean | undefined;
}, {
    values: string[];
    module: "country";
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"region">;
    values: z.ZodArray<z.ZodString, "many">;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    values: string[];
    module: "region";
    exclude?: boolean | undefined;
}, {
    values: string[];
    module: "region";
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"language">;
    values: z.ZodArray<z.ZodString, "many">;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    values: string[];
    module: "language";
    exclude?: boolean | undefined;
}, {
    values: string[];
    module: "language";
    exclude?: boolean | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"change">;
    action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
    technology: z.ZodString;
    since: z.ZodOptional<z.ZodString>;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    technology: string;
    module: "change";
    action: "added" | "dropped" | "versionchanged";
    exclude?: boolean | undefined;
    since?: string | undefined;
}, {
    technology: string;
    module: "change";
    action: "added" | "dropped" | "versionchanged";
    exclude?: boolean | undefined;
    since?: string | undefined;
}>, z.ZodObject<{
    module: z.ZodLiteral<"vulnerability">;
    cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
    minSeverity: z.ZodOptional<z.ZodNumber>;
    exclude: z.ZodOptional<z.ZodBoolean>;
}, "strict", z.ZodTypeAny, {
    module: "vulnerability";
    exclude?: boolean | undefined;
    cves?: string[] | undefined;
    minSeverity?: number | undefined;
}, {
    module: "vulnerability";
    exclude?: boolean | undefined;
    cves?: string[] | undefined;
    minSeverity?: number | undefined;
}>]>;
type ReportFilter$1 = z.infer<typeof ReportFilter$1>;
/** At most this many filters in one query (the builder's nine custom conditions and room to spare). */
declare const MAX_REPORT_FILTERS = 30;

/** The most domains one bulk lookup takes. */
declare const BULK_LOOKUP_MAX = 100;
/**
 * The public, credit-metered API. Every route carries its credit cost as metadata: the server
 * meters from it, OpenAPI shows it (`x-credit-cost` and the description), the SDK and CLI print
 * it. A call that fails costs nothing; per-unit costs count what the answer holds.
 */
declare const apiV1Contract: {
    createAlert: {
        description: "A saved filter (the same filters as `/websites`) that sends `site.matched`/`site.unmatched` events, and the monitoring events of your monitored websites, to a signed webhook and/or e-mail. The answer carries the signing `secret`, shown only this once. A webhook URL must be public https; a private address is refused.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Create an alert";
        method: "POST";
        body: z.ZodObject<{
            name: z.ZodString;
            filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                module: z.ZodLiteral<"technology">;
                technology: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"category">;
                category: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"header">;
                header: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"tld">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"country">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"region">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"language">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"change">;
                action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                technology: z.ZodString;
                since: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"vulnerability">;
                cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                minSeverity: z.ZodOptional<z.ZodNumber>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }>]>, "many">;
            events: z.ZodDefault<z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">>;
            webhookUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            email: z.ZodDefault<z.ZodBoolean>;
            digest: z.ZodDefault<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
            email: boolean;
            digest: boolean;
            webhookUrl?: string | null | undefined;
        }, {
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
            webhookUrl?: string | null | undefined;
            email?: boolean | undefined;
            digest?: boolean | undefined;
        }>;
        path: "/api/v1/alerts";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            201: z.ZodObject<{
                id: z.ZodString;
                name: z.ZodString;
                filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                    module: z.ZodLiteral<"technology">;
                    technology: z.ZodString;
                    version: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"category">;
                    category: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"header">;
                    header: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"tld">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"country">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"region">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"language">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"change">;
                    action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                    technology: z.ZodString;
                    since: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"vulnerability">;
                    cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                    minSeverity: z.ZodOptional<z.ZodNumber>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }>]>, "many">;
                events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
                webhookUrl: z.ZodNullable<z.ZodString>;
                email: z.ZodBoolean;
                digest: z.ZodBoolean;
                status: z.ZodEnum<["active", "paused"]>;
                pausedReason: z.ZodNullable<z.ZodString>;
                createdAt: z.ZodString;
                updatedAt: z.ZodString;
                secretRotatedAt: z.ZodNullable<z.ZodString>;
                previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
            } & {
                secret: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
                secret: string;
            }, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
                secret: string;
            }>;
            403: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
        };
        strictStatusCodes: true;
    };
    listAlerts: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Your alerts and your plan’s alert limits";
        method: "GET";
        path: "/api/v1/alerts";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                alerts: z.ZodArray<z.ZodObject<{
                    id: z.ZodString;
                    name: z.ZodString;
                    filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                        module: z.ZodLiteral<"technology">;
                        technology: z.ZodString;
                        version: z.ZodOptional<z.ZodString>;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    }, {
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"category">;
                        category: z.ZodString;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    }, {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"header">;
                        header: z.ZodString;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    }, {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"tld">;
                        values: z.ZodArray<z.ZodString, "many">;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    }, {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"country">;
                        values: z.ZodArray<z.ZodString, "many">;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    }, {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"region">;
                        values: z.ZodArray<z.ZodString, "many">;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    }, {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"language">;
                        values: z.ZodArray<z.ZodString, "many">;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    }, {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"change">;
                        action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                        technology: z.ZodString;
                        since: z.ZodOptional<z.ZodString>;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    }, {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    }>, z.ZodObject<{
                        module: z.ZodLiteral<"vulnerability">;
                        cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                        minSeverity: z.ZodOptional<z.ZodNumber>;
                        exclude: z.ZodOptional<z.ZodBoolean>;
                    }, "strict", z.ZodTypeAny, {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    }, {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    }>]>, "many">;
                    events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
                    webhookUrl: z.ZodNullable<z.ZodString>;
                    email: z.ZodBoolean;
                    digest: z.ZodBoolean;
                    status: z.ZodEnum<["active", "paused"]>;
                    pausedReason: z.ZodNullable<z.ZodString>;
                    createdAt: z.ZodString;
                    updatedAt: z.ZodString;
                    secretRotatedAt: z.ZodNullable<z.ZodString>;
                    previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    status: "active" | "paused";
                    id: string;
                    name: string;
                    filters: ({
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    } | {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    } | {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    } | {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    } | {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    })[];
                    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                    webhookUrl: string | null;
                    email: boolean;
                    digest: boolean;
                    pausedReason: string | null;
                    createdAt: string;
                    updatedAt: string;
                    secretRotatedAt: string | null;
                    previousSecretExpiresAt: string | null;
                }, {
                    status: "active" | "paused";
                    id: string;
                    name: string;
                    filters: ({
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    } | {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    } | {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    } | {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    } | {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    })[];
                    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                    webhookUrl: string | null;
                    email: boolean;
                    digest: boolean;
                    pausedReason: string | null;
                    createdAt: string;
                    updatedAt: string;
                    secretRotatedAt: string | null;
                    previousSecretExpiresAt: string | null;
                }>, "many">;
                limits: z.ZodObject<{
                    alerts: z.ZodNumber;
                    eventsPerDay: z.ZodNumber;
                    eventsToday: z.ZodNumber;
                }, "strip", z.ZodTypeAny, {
                    alerts: number;
                    eventsPerDay: number;
                    eventsToday: number;
                }, {
                    alerts: number;
                    eventsPerDay: number;
                    eventsToday: number;
                }>;
            }, "strip", z.ZodTypeAny, {
                alerts: {
                    status: "active" | "paused";
                    id: string;
                    name: string;
                    filters: ({
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    } | {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    } | {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    } | {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    } | {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    })[];
                    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                    webhookUrl: string | null;
                    email: boolean;
                    digest: boolean;
                    pausedReason: string | null;
                    createdAt: string;
                    updatedAt: string;
                    secretRotatedAt: string | null;
                    previousSecretExpiresAt: string | null;
                }[];
                limits: {
                    alerts: number;
                    eventsPerDay: number;
                    eventsToday: number;
                };
            }, {
                alerts: {
                    status: "active" | "paused";
                    id: string;
                    name: string;
                    filters: ({
                        technology: string;
                        module: "technology";
                        version?: string | undefined;
                        exclude?: boolean | undefined;
                    } | {
                        module: "category";
                        category: string;
                        exclude?: boolean | undefined;
                    } | {
                        module: "header";
                        header: string;
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "tld";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "country";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "region";
                        exclude?: boolean | undefined;
                    } | {
                        values: string[];
                        module: "language";
                        exclude?: boolean | undefined;
                    } | {
                        technology: string;
                        module: "change";
                        action: "added" | "dropped" | "versionchanged";
                        exclude?: boolean | undefined;
                        since?: string | undefined;
                    } | {
                        module: "vulnerability";
                        exclude?: boolean | undefined;
                        cves?: string[] | undefined;
                        minSeverity?: number | undefined;
                    })[];
                    events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                    webhookUrl: string | null;
                    email: boolean;
                    digest: boolean;
                    pausedReason: string | null;
                    createdAt: string;
                    updatedAt: string;
                    secretRotatedAt: string | null;
                    previousSecretExpiresAt: string | null;
                }[];
                limits: {
                    alerts: number;
                    eventsPerDay: number;
                    eventsToday: number;
                };
            }>;
        };
        strictStatusCodes: true;
    };
    getAlert: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        summary: "One alert";
        method: "GET";
        path: "/api/v1/alerts/:id";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                id: z.ZodString;
                name: z.ZodString;
                filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                    module: z.ZodLiteral<"technology">;
                    technology: z.ZodString;
                    version: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"category">;
                    category: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"header">;
                    header: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"tld">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"country">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"region">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"language">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"change">;
                    action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                    technology: z.ZodString;
                    since: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"vulnerability">;
                    cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                    minSeverity: z.ZodOptional<z.ZodNumber>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }>]>, "many">;
                events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
                webhookUrl: z.ZodNullable<z.ZodString>;
                email: z.ZodBoolean;
                digest: z.ZodBoolean;
                status: z.ZodEnum<["active", "paused"]>;
                pausedReason: z.ZodNullable<z.ZodString>;
                createdAt: z.ZodString;
                updatedAt: z.ZodString;
                secretRotatedAt: z.ZodNullable<z.ZodString>;
                previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
            }, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
            }>;
        };
        strictStatusCodes: true;
    };
    updateAlert: {
        description: "Only the fields sent change. `{\"status\": \"paused\"}` pauses the alert, `{\"status\": \"active\"}` resumes it.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        summary: "Change an alert";
        method: "PATCH";
        body: z.ZodObject<{
            status: z.ZodOptional<z.ZodEnum<["active", "paused"]>>;
            name: z.ZodOptional<z.ZodString>;
            filters: z.ZodOptional<z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                module: z.ZodLiteral<"technology">;
                technology: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"category">;
                category: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"header">;
                header: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"tld">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"country">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"region">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"language">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"change">;
                action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                technology: z.ZodString;
                since: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"vulnerability">;
                cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                minSeverity: z.ZodOptional<z.ZodNumber>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }>]>, "many">>;
            events: z.ZodOptional<z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">>;
            webhookUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            email: z.ZodOptional<z.ZodBoolean>;
            digest: z.ZodOptional<z.ZodBoolean>;
        }, "strict", z.ZodTypeAny, {
            status?: "active" | "paused" | undefined;
            name?: string | undefined;
            filters?: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[] | undefined;
            events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
            webhookUrl?: string | null | undefined;
            email?: boolean | undefined;
            digest?: boolean | undefined;
        }, {
            status?: "active" | "paused" | undefined;
            name?: string | undefined;
            filters?: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[] | undefined;
            events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
            webhookUrl?: string | null | undefined;
            email?: boolean | undefined;
            digest?: boolean | undefined;
        }>;
        path: "/api/v1/alerts/:id";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                id: z.ZodString;
                name: z.ZodString;
                filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                    module: z.ZodLiteral<"technology">;
                    technology: z.ZodString;
                    version: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"category">;
                    category: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"header">;
                    header: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"tld">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"country">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"region">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"language">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"change">;
                    action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                    technology: z.ZodString;
                    since: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"vulnerability">;
                    cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                    minSeverity: z.ZodOptional<z.ZodNumber>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }>]>, "many">;
                events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
                webhookUrl: z.ZodNullable<z.ZodString>;
                email: z.ZodBoolean;
                digest: z.ZodBoolean;
                status: z.ZodEnum<["active", "paused"]>;
                pausedReason: z.ZodNullable<z.ZodString>;
                createdAt: z.ZodString;
                updatedAt: z.ZodString;
                secretRotatedAt: z.ZodNullable<z.ZodString>;
                previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
            }, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
            }>;
        };
        strictStatusCodes: true;
    };
    deleteAlert: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        summary: "Delete an alert; deliveries not yet made are dropped";
        method: "DELETE";
        body: z.ZodOptional<z.ZodObject<{}, "strict", z.ZodTypeAny, {}, {}>>;
        path: "/api/v1/alerts/:id";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            204: z.ZodUndefined;
        };
        strictStatusCodes: true;
    };
    testAlert: {
        description: "One attempt, made during the call; the answer says how the endpoint answered.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        summary: "Send a signed alert.test event now";
        method: "POST";
        body: z.ZodOptional<z.ZodObject<{}, "strict", z.ZodTypeAny, {}, {}>>;
        path: "/api/v1/alerts/:id/test";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                eventId: z.ZodString;
                delivery: z.ZodNullable<z.ZodObject<{
                    id: z.ZodString;
                    eventId: z.ZodString;
                    type: z.ZodEnum<["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"]>;
                    channel: z.ZodEnum<["webhook", "email"]>;
                    attempt: z.ZodNumber;
                    at: z.ZodString;
                    status: z.ZodNullable<z.ZodNumber>;
                    latencyMs: z.ZodNullable<z.ZodNumber>;
                    outcome: z.ZodEnum<["delivered", "retrying", "failed", "skipped"]>;
                    error: z.ZodNullable<z.ZodString>;
                    site: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }, {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }>>;
            }, "strip", z.ZodTypeAny, {
                eventId: string;
                delivery: {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                } | null;
            }, {
                eventId: string;
                delivery: {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                } | null;
            }>;
        };
        strictStatusCodes: true;
    };
    rotateAlertSecret: {
        description: "Answers the new secret (shown only this once). For a day the previous secret signs too: the signature header then carries two v1= values.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        summary: "New signing secret";
        method: "POST";
        body: z.ZodOptional<z.ZodObject<{}, "strict", z.ZodTypeAny, {}, {}>>;
        path: "/api/v1/alerts/:id/rotate-secret";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                id: z.ZodString;
                name: z.ZodString;
                filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                    module: z.ZodLiteral<"technology">;
                    technology: z.ZodString;
                    version: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }, {
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"category">;
                    category: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"header">;
                    header: z.ZodString;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }, {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"tld">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"country">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"region">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"language">;
                    values: z.ZodArray<z.ZodString, "many">;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }, {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"change">;
                    action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                    technology: z.ZodString;
                    since: z.ZodOptional<z.ZodString>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }, {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                }>, z.ZodObject<{
                    module: z.ZodLiteral<"vulnerability">;
                    cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                    minSeverity: z.ZodOptional<z.ZodNumber>;
                    exclude: z.ZodOptional<z.ZodBoolean>;
                }, "strict", z.ZodTypeAny, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }, {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                }>]>, "many">;
                events: z.ZodArray<z.ZodEnum<["site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new", ...("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[]]>, "many">;
                webhookUrl: z.ZodNullable<z.ZodString>;
                email: z.ZodBoolean;
                digest: z.ZodBoolean;
                status: z.ZodEnum<["active", "paused"]>;
                pausedReason: z.ZodNullable<z.ZodString>;
                createdAt: z.ZodString;
                updatedAt: z.ZodString;
                secretRotatedAt: z.ZodNullable<z.ZodString>;
                previousSecretExpiresAt: z.ZodNullable<z.ZodString>;
            } & {
                secret: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
                secret: string;
            }, {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
                secret: string;
            }>;
        };
        strictStatusCodes: true;
    };
    alertDeliveries: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
        }, {
            id: string;
        }>;
        query: z.ZodObject<{
            limit: z.ZodDefault<z.ZodNumber>;
            cursor: z.ZodOptional<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            limit: number;
            cursor?: string | undefined;
        }, {
            limit?: number | undefined;
            cursor?: string | undefined;
        }>;
        summary: "Delivery attempts of an alert, newest first";
        method: "GET";
        path: "/api/v1/alerts/:id/deliveries";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                deliveries: z.ZodArray<z.ZodObject<{
                    id: z.ZodString;
                    eventId: z.ZodString;
                    type: z.ZodEnum<["site.matched", "site.unmatched", "technology.added", "technology.dropped", "technology.version_changed", "cve.new", "alert.test"]>;
                    channel: z.ZodEnum<["webhook", "email"]>;
                    attempt: z.ZodNumber;
                    at: z.ZodString;
                    status: z.ZodNullable<z.ZodNumber>;
                    latencyMs: z.ZodNullable<z.ZodNumber>;
                    outcome: z.ZodEnum<["delivered", "retrying", "failed", "skipped"]>;
                    error: z.ZodNullable<z.ZodString>;
                    site: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }, {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }>, "many">;
                nextCursor: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                deliveries: {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }[];
                nextCursor: string | null;
            }, {
                deliveries: {
                    type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                    at: string;
                    status: number | null;
                    id: string;
                    eventId: string;
                    channel: "email" | "webhook";
                    attempt: number;
                    latencyMs: number | null;
                    outcome: "delivered" | "retrying" | "failed" | "skipped";
                    error: string | null;
                    site: string | null;
                }[];
                nextCursor: string | null;
            }>;
        };
        strictStatusCodes: true;
    };
    creditBalance: {
        description: "Credits left and the grants they come from, soonest-expiring first.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Credits balance";
        method: "GET";
        path: "/api/v1/credits";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                balance: z.ZodNumber;
                grants: z.ZodArray<z.ZodObject<{
                    source: z.ZodEnum<["free-tier", "subscription", "purchase", "adjustment"]>;
                    amount: z.ZodNumber;
                    remaining: z.ZodNumber;
                    grantedAt: z.ZodString;
                    expiresAt: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    source: "free-tier" | "subscription" | "purchase" | "adjustment";
                    amount: number;
                    remaining: number;
                    grantedAt: string;
                    expiresAt: string;
                }, {
                    source: "free-tier" | "subscription" | "purchase" | "adjustment";
                    amount: number;
                    remaining: number;
                    grantedAt: string;
                    expiresAt: string;
                }>, "many">;
                freeTierMonthlyCredits: z.ZodNumber;
            }, "strip", z.ZodTypeAny, {
                balance: number;
                grants: {
                    source: "free-tier" | "subscription" | "purchase" | "adjustment";
                    amount: number;
                    remaining: number;
                    grantedAt: string;
                    expiresAt: string;
                }[];
                freeTierMonthlyCredits: number;
            }, {
                balance: number;
                grants: {
                    source: "free-tier" | "subscription" | "purchase" | "adjustment";
                    amount: number;
                    remaining: number;
                    grantedAt: string;
                    expiresAt: string;
                }[];
                freeTierMonthlyCredits: number;
            }>;
        };
        strictStatusCodes: true;
    };
    creditHistory: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        query: z.ZodObject<{
            limit: z.ZodDefault<z.ZodNumber>;
            cursor: z.ZodOptional<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            limit: number;
            cursor?: string | undefined;
        }, {
            limit?: number | undefined;
            cursor?: string | undefined;
        }>;
        summary: "Credits spent, newest first";
        method: "GET";
        path: "/api/v1/credits/history";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                entries: z.ZodArray<z.ZodObject<{
                    requestId: z.ZodString;
                    operation: z.ZodString;
                    units: z.ZodNumber;
                    credits: z.ZodNumber;
                    at: z.ZodString;
                    refunded: z.ZodBoolean;
                }, "strip", z.ZodTypeAny, {
                    at: string;
                    requestId: string;
                    operation: string;
                    units: number;
                    credits: number;
                    refunded: boolean;
                }, {
                    at: string;
                    requestId: string;
                    operation: string;
                    units: number;
                    credits: number;
                    refunded: boolean;
                }>, "many">;
                nextCursor: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                entries: {
                    at: string;
                    requestId: string;
                    operation: string;
                    units: number;
                    credits: number;
                    refunded: boolean;
                }[];
                nextCursor: string | null;
            }, {
                entries: {
                    at: string;
                    requestId: string;
                    operation: string;
                    units: number;
                    credits: number;
                    refunded: boolean;
                }[];
                nextCursor: string | null;
            }>;
        };
        strictStatusCodes: true;
    };
    testDomainLookup: {
        description: "The profile of one fixed domain (the answer names it), free of charge: try the key and the answer shape.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Test domain lookup";
        method: "GET";
        path: "/api/v1/test-domain";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                domain: z.ZodString;
                rank: z.ZodNullable<z.ZodNumber>;
                rankSource: z.ZodNullable<z.ZodObject<{
                    list: z.ZodString;
                    date: z.ZodString;
                    current: z.ZodBoolean;
                }, "strip", z.ZodTypeAny, {
                    date: string;
                    list: string;
                    current: boolean;
                }, {
                    date: string;
                    list: string;
                    current: boolean;
                }>>;
                country: z.ZodNullable<z.ZodObject<{
                    code: z.ZodString;
                    name: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    code: string;
                    name: string;
                }, {
                    code: string;
                    name: string;
                }>>;
                language: z.ZodNullable<z.ZodObject<Omit<{
                    slug: z.ZodString;
                    name: z.ZodString;
                }, "slug"> & {
                    code: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    code: string;
                    name: string;
                }, {
                    code: string;
                    name: string;
                }>>;
                tld: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                description: z.ZodNullable<z.ZodString>;
                keywords: z.ZodArray<z.ZodString, "many">;
                ip: z.ZodNullable<z.ZodString>;
                asn: z.ZodNullable<z.ZodObject<{
                    number: z.ZodNumber;
                    name: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    number: number;
                    name: string | null;
                }, {
                    number: number;
                    name: string | null;
                }>>;
                technologies: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                    version: z.ZodNullable<z.ZodString>;
                    categories: z.ZodArray<z.ZodObject<{
                        slug: z.ZodString;
                        name: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        name: string;
                        slug: string;
                    }, {
                        name: string;
                        slug: string;
                    }>, "many">;
                    confidence: z.ZodNumber;
                    mode: z.ZodEnum<["static", "rendered"]>;
                    firstSeen: z.ZodString;
                    lastSeen: z.ZodString;
                    lastChecked: z.ZodString;
                    cves: z.ZodArray<z.ZodString, "many">;
                    evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                        kind: z.ZodString;
                        key: z.ZodOptional<z.ZodString>;
                        pattern: z.ZodString;
                        match: z.ZodString;
                        version: z.ZodOptional<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }, {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }>, "many">>;
                }, "strip", z.ZodTypeAny, {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }, {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }>, "many">;
                headers: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    value: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    value: string;
                    name: string;
                }, {
                    value: string;
                    name: string;
                }>, "many">;
                tags: z.ZodArray<z.ZodObject<{
                    kind: z.ZodString;
                    id: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    id: string;
                    kind: string;
                }, {
                    id: string;
                    kind: string;
                }>, "many">;
                advertisers: z.ZodArray<z.ZodString, "many">;
                contacts: z.ZodObject<{
                    emails: z.ZodArray<z.ZodString, "many">;
                    phones: z.ZodArray<z.ZodString, "many">;
                    address: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                }, {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                }>;
                social: z.ZodObject<{
                    facebook: z.ZodNullable<z.ZodString>;
                    twitter: z.ZodNullable<z.ZodString>;
                    instagram: z.ZodNullable<z.ZodString>;
                    youtube: z.ZodNullable<z.ZodString>;
                    linkedin: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                }, {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                }>;
                subdomainCount: z.ZodNumber;
                redirectsTo: z.ZodNullable<z.ZodString>;
                certificate: z.ZodNullable<z.ZodObject<{
                    issuer: z.ZodString;
                    validTo: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    issuer: string;
                    validTo: string;
                }, {
                    issuer: string;
                    validTo: string;
                }>>;
                maxSeverity: z.ZodNullable<z.ZodNumber>;
                fetch: z.ZodObject<{
                    outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
                    status: z.ZodNullable<z.ZodNumber>;
                    checkedAt: z.ZodString;
                    archive: z.ZodNullable<z.ZodObject<{
                        name: z.ZodString;
                        unknown: z.ZodArray<z.ZodString, "many">;
                    }, "strip", z.ZodTypeAny, {
                        unknown: string[];
                        name: string;
                    }, {
                        unknown: string[];
                        name: string;
                    }>>;
                }, "strip", z.ZodTypeAny, {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                }, {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                }>;
                synthetic: z.ZodBoolean;
                updatedAt: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            }, {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            }>;
        };
        strictStatusCodes: true;
    };
    domainLookup: {
        description: "The website profile: technologies with versions, dates and evidence, rank, country, language, IP/ASN, contacts, tags and headers.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            domain: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            domain: string;
        }, {
            domain: string;
        }>;
        summary: "Domain lookup";
        method: "GET";
        path: "/api/v1/domains/:domain";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                domain: z.ZodString;
                rank: z.ZodNullable<z.ZodNumber>;
                rankSource: z.ZodNullable<z.ZodObject<{
                    list: z.ZodString;
                    date: z.ZodString;
                    current: z.ZodBoolean;
                }, "strip", z.ZodTypeAny, {
                    date: string;
                    list: string;
                    current: boolean;
                }, {
                    date: string;
                    list: string;
                    current: boolean;
                }>>;
                country: z.ZodNullable<z.ZodObject<{
                    code: z.ZodString;
                    name: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    code: string;
                    name: string;
                }, {
                    code: string;
                    name: string;
                }>>;
                language: z.ZodNullable<z.ZodObject<Omit<{
                    slug: z.ZodString;
                    name: z.ZodString;
                }, "slug"> & {
                    code: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    code: string;
                    name: string;
                }, {
                    code: string;
                    name: string;
                }>>;
                tld: z.ZodString;
                title: z.ZodNullable<z.ZodString>;
                description: z.ZodNullable<z.ZodString>;
                keywords: z.ZodArray<z.ZodString, "many">;
                ip: z.ZodNullable<z.ZodString>;
                asn: z.ZodNullable<z.ZodObject<{
                    number: z.ZodNumber;
                    name: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    number: number;
                    name: string | null;
                }, {
                    number: number;
                    name: string | null;
                }>>;
                technologies: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    slug: z.ZodString;
                    version: z.ZodNullable<z.ZodString>;
                    categories: z.ZodArray<z.ZodObject<{
                        slug: z.ZodString;
                        name: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        name: string;
                        slug: string;
                    }, {
                        name: string;
                        slug: string;
                    }>, "many">;
                    confidence: z.ZodNumber;
                    mode: z.ZodEnum<["static", "rendered"]>;
                    firstSeen: z.ZodString;
                    lastSeen: z.ZodString;
                    lastChecked: z.ZodString;
                    cves: z.ZodArray<z.ZodString, "many">;
                    evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                        kind: z.ZodString;
                        key: z.ZodOptional<z.ZodString>;
                        pattern: z.ZodString;
                        match: z.ZodString;
                        version: z.ZodOptional<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }, {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }>, "many">>;
                }, "strip", z.ZodTypeAny, {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }, {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }>, "many">;
                headers: z.ZodArray<z.ZodObject<{
                    name: z.ZodString;
                    value: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    value: string;
                    name: string;
                }, {
                    value: string;
                    name: string;
                }>, "many">;
                tags: z.ZodArray<z.ZodObject<{
                    kind: z.ZodString;
                    id: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    id: string;
                    kind: string;
                }, {
                    id: string;
                    kind: string;
                }>, "many">;
                advertisers: z.ZodArray<z.ZodString, "many">;
                contacts: z.ZodObject<{
                    emails: z.ZodArray<z.ZodString, "many">;
                    phones: z.ZodArray<z.ZodString, "many">;
                    address: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                }, {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                }>;
                social: z.ZodObject<{
                    facebook: z.ZodNullable<z.ZodString>;
                    twitter: z.ZodNullable<z.ZodString>;
                    instagram: z.ZodNullable<z.ZodString>;
                    youtube: z.ZodNullable<z.ZodString>;
                    linkedin: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                }, {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                }>;
                subdomainCount: z.ZodNumber;
                redirectsTo: z.ZodNullable<z.ZodString>;
                certificate: z.ZodNullable<z.ZodObject<{
                    issuer: z.ZodString;
                    validTo: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    issuer: string;
                    validTo: string;
                }, {
                    issuer: string;
                    validTo: string;
                }>>;
                maxSeverity: z.ZodNullable<z.ZodNumber>;
                fetch: z.ZodObject<{
                    outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
                    status: z.ZodNullable<z.ZodNumber>;
                    checkedAt: z.ZodString;
                    archive: z.ZodNullable<z.ZodObject<{
                        name: z.ZodString;
                        unknown: z.ZodArray<z.ZodString, "many">;
                    }, "strip", z.ZodTypeAny, {
                        unknown: string[];
                        name: string;
                    }, {
                        unknown: string[];
                        name: string;
                    }>>;
                }, "strip", z.ZodTypeAny, {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                }, {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                }>;
                synthetic: z.ZodBoolean;
                updatedAt: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            }, {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            }>;
        };
        strictStatusCodes: true;
    };
    bulkDomainLookup: {
        description: "Up to 100 domains in one call; only domains found are charged.";
        metadata: {
            credits: PerUnitCost;
            pricingLabel: string;
        };
        summary: "Bulk domain lookup";
        method: "POST";
        body: z.ZodObject<{
            domains: z.ZodArray<z.ZodString, "many">;
        }, "strict", z.ZodTypeAny, {
            domains: string[];
        }, {
            domains: string[];
        }>;
        path: "/api/v1/domains/lookup";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                results: z.ZodArray<z.ZodObject<{
                    domain: z.ZodString;
                    rank: z.ZodNullable<z.ZodNumber>;
                    rankSource: z.ZodNullable<z.ZodObject<{
                        list: z.ZodString;
                        date: z.ZodString;
                        current: z.ZodBoolean;
                    }, "strip", z.ZodTypeAny, {
                        date: string;
                        list: string;
                        current: boolean;
                    }, {
                        date: string;
                        list: string;
                        current: boolean;
                    }>>;
                    country: z.ZodNullable<z.ZodObject<{
                        code: z.ZodString;
                        name: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    language: z.ZodNullable<z.ZodObject<Omit<{
                        slug: z.ZodString;
                        name: z.ZodString;
                    }, "slug"> & {
                        code: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    tld: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    description: z.ZodNullable<z.ZodString>;
                    keywords: z.ZodArray<z.ZodString, "many">;
                    ip: z.ZodNullable<z.ZodString>;
                    asn: z.ZodNullable<z.ZodObject<{
                        number: z.ZodNumber;
                        name: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        number: number;
                        name: string | null;
                    }, {
                        number: number;
                        name: string | null;
                    }>>;
                    technologies: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        slug: z.ZodString;
                        version: z.ZodNullable<z.ZodString>;
                        categories: z.ZodArray<z.ZodObject<{
                            slug: z.ZodString;
                            name: z.ZodString;
                        }, "strip", z.ZodTypeAny, {
                            name: string;
                            slug: string;
                        }, {
                            name: string;
                            slug: string;
                        }>, "many">;
                        confidence: z.ZodNumber;
                        mode: z.ZodEnum<["static", "rendered"]>;
                        firstSeen: z.ZodString;
                        lastSeen: z.ZodString;
                        lastChecked: z.ZodString;
                        cves: z.ZodArray<z.ZodString, "many">;
                        evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                            kind: z.ZodString;
                            key: z.ZodOptional<z.ZodString>;
                            pattern: z.ZodString;
                            match: z.ZodString;
                            version: z.ZodOptional<z.ZodString>;
                        }, "strip", z.ZodTypeAny, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }>, "many">>;
                    }, "strip", z.ZodTypeAny, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }>, "many">;
                    headers: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        value: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        value: string;
                        name: string;
                    }, {
                        value: string;
                        name: string;
                    }>, "many">;
                    tags: z.ZodArray<z.ZodObject<{
                        kind: z.ZodString;
                        id: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        id: string;
                        kind: string;
                    }, {
                        id: string;
                        kind: string;
                    }>, "many">;
                    advertisers: z.ZodArray<z.ZodString, "many">;
                    contacts: z.ZodObject<{
                        emails: z.ZodArray<z.ZodString, "many">;
                        phones: z.ZodArray<z.ZodString, "many">;
                        address: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }>;
                    social: z.ZodObject<{
                        facebook: z.ZodNullable<z.ZodString>;
                        twitter: z.ZodNullable<z.ZodString>;
                        instagram: z.ZodNullable<z.ZodString>;
                        youtube: z.ZodNullable<z.ZodString>;
                        linkedin: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }>;
                    subdomainCount: z.ZodNumber;
                    redirectsTo: z.ZodNullable<z.ZodString>;
                    certificate: z.ZodNullable<z.ZodObject<{
                        issuer: z.ZodString;
                        validTo: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        issuer: string;
                        validTo: string;
                    }, {
                        issuer: string;
                        validTo: string;
                    }>>;
                    maxSeverity: z.ZodNullable<z.ZodNumber>;
                    fetch: z.ZodObject<{
                        outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
                        status: z.ZodNullable<z.ZodNumber>;
                        checkedAt: z.ZodString;
                        archive: z.ZodNullable<z.ZodObject<{
                            name: z.ZodString;
                            unknown: z.ZodArray<z.ZodString, "many">;
                        }, "strip", z.ZodTypeAny, {
                            unknown: string[];
                            name: string;
                        }, {
                            unknown: string[];
                            name: string;
                        }>>;
                    }, "strip", z.ZodTypeAny, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }>;
                    synthetic: z.ZodBoolean;
                    updatedAt: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }>, "many">;
                notFound: z.ZodArray<z.ZodString, "many">;
                invalid: z.ZodArray<z.ZodString, "many">;
            }, "strip", z.ZodTypeAny, {
                results: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }[];
                notFound: string[];
                invalid: string[];
            }, {
                results: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }[];
                notFound: string[];
                invalid: string[];
            }>;
        };
        strictStatusCodes: true;
    };
    subdomainLookup: {
        metadata: {
            credits: PerUnitCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            domain: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            domain: string;
        }, {
            domain: string;
        }>;
        query: z.ZodObject<{
            limit: z.ZodDefault<z.ZodNumber>;
            cursor: z.ZodOptional<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            limit: number;
            cursor?: string | undefined;
        }, {
            limit?: number | undefined;
            cursor?: string | undefined;
        }>;
        summary: "Subdomain lookup";
        method: "GET";
        path: "/api/v1/domains/:domain/subdomains";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                domain: z.ZodString;
                total: z.ZodNumber;
                subdomains: z.ZodArray<z.ZodString, "many">;
                nextCursor: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                domain: string;
                nextCursor: string | null;
                total: number;
                subdomains: string[];
            }, {
                domain: string;
                nextCursor: string | null;
                total: number;
                subdomains: string[];
            }>;
        };
        strictStatusCodes: true;
    };
    startScan: {
        description: "Visits the site now, detects its technologies and refreshes it in the index. Poll the scan until it is completed or failed; a failed scan is refunded. Government and military domains are refused.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Live domain scan";
        method: "POST";
        body: z.ZodObject<{
            domain: z.ZodString;
        }, "strict", z.ZodTypeAny, {
            domain: string;
        }, {
            domain: string;
        }>;
        path: "/api/v1/scans";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            202: z.ZodObject<{
                id: z.ZodString;
                domain: z.ZodString;
                status: z.ZodEnum<["scheduled", "running", "completed", "failed"]>;
                createdAt: z.ZodString;
                finishedAt: z.ZodNullable<z.ZodString>;
                error: z.ZodNullable<z.ZodString>;
                result: z.ZodNullable<z.ZodObject<{
                    domain: z.ZodString;
                    rank: z.ZodNullable<z.ZodNumber>;
                    rankSource: z.ZodNullable<z.ZodObject<{
                        list: z.ZodString;
                        date: z.ZodString;
                        current: z.ZodBoolean;
                    }, "strip", z.ZodTypeAny, {
                        date: string;
                        list: string;
                        current: boolean;
                    }, {
                        date: string;
                        list: string;
                        current: boolean;
                    }>>;
                    country: z.ZodNullable<z.ZodObject<{
                        code: z.ZodString;
                        name: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    language: z.ZodNullable<z.ZodObject<Omit<{
                        slug: z.ZodString;
                        name: z.ZodString;
                    }, "slug"> & {
                        code: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    tld: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    description: z.ZodNullable<z.ZodString>;
                    keywords: z.ZodArray<z.ZodString, "many">;
                    ip: z.ZodNullable<z.ZodString>;
                    asn: z.ZodNullable<z.ZodObject<{
                        number: z.ZodNumber;
                        name: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        number: number;
                        name: string | null;
                    }, {
                        number: number;
                        name: string | null;
                    }>>;
                    technologies: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        slug: z.ZodString;
                        version: z.ZodNullable<z.ZodString>;
                        categories: z.ZodArray<z.ZodObject<{
                            slug: z.ZodString;
                            name: z.ZodString;
                        }, "strip", z.ZodTypeAny, {
                            name: string;
                            slug: string;
                        }, {
                            name: string;
                            slug: string;
                        }>, "many">;
                        confidence: z.ZodNumber;
                        mode: z.ZodEnum<["static", "rendered"]>;
                        firstSeen: z.ZodString;
                        lastSeen: z.ZodString;
                        lastChecked: z.ZodString;
                        cves: z.ZodArray<z.ZodString, "many">;
                        evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                            kind: z.ZodString;
                            key: z.ZodOptional<z.ZodString>;
                            pattern: z.ZodString;
                            match: z.ZodString;
                            version: z.ZodOptional<z.ZodString>;
                        }, "strip", z.ZodTypeAny, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }>, "many">>;
                    }, "strip", z.ZodTypeAny, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }>, "many">;
                    headers: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        value: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        value: string;
                        name: string;
                    }, {
                        value: string;
                        name: string;
                    }>, "many">;
                    tags: z.ZodArray<z.ZodObject<{
                        kind: z.ZodString;
                        id: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        id: string;
                        kind: string;
                    }, {
                        id: string;
                        kind: string;
                    }>, "many">;
                    advertisers: z.ZodArray<z.ZodString, "many">;
                    contacts: z.ZodObject<{
                        emails: z.ZodArray<z.ZodString, "many">;
                        phones: z.ZodArray<z.ZodString, "many">;
                        address: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }>;
                    social: z.ZodObject<{
                        facebook: z.ZodNullable<z.ZodString>;
                        twitter: z.ZodNullable<z.ZodString>;
                        instagram: z.ZodNullable<z.ZodString>;
                        youtube: z.ZodNullable<z.ZodString>;
                        linkedin: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }>;
                    subdomainCount: z.ZodNumber;
                    redirectsTo: z.ZodNullable<z.ZodString>;
                    certificate: z.ZodNullable<z.ZodObject<{
                        issuer: z.ZodString;
                        validTo: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        issuer: string;
                        validTo: string;
                    }, {
                        issuer: string;
                        validTo: string;
                    }>>;
                    maxSeverity: z.ZodNullable<z.ZodNumber>;
                    fetch: z.ZodObject<{
                        outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
                        status: z.ZodNullable<z.ZodNumber>;
                        checkedAt: z.ZodString;
                        archive: z.ZodNullable<z.ZodObject<{
                            name: z.ZodString;
                            unknown: z.ZodArray<z.ZodString, "many">;
                        }, "strip", z.ZodTypeAny, {
                            unknown: string[];
                            name: string;
                        }, {
                            unknown: string[];
                            name: string;
                        }>>;
                    }, "strip", z.ZodTypeAny, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }>;
                    synthetic: z.ZodBoolean;
                    updatedAt: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }>>;
            }, "strip", z.ZodTypeAny, {
                domain: string;
                status: "failed" | "scheduled" | "running" | "completed";
                id: string;
                createdAt: string;
                error: string | null;
                finishedAt: string | null;
                result: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                } | null;
            }, {
                domain: string;
                status: "failed" | "scheduled" | "running" | "completed";
                id: string;
                createdAt: string;
                error: string | null;
                finishedAt: string | null;
                result: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                } | null;
            }>;
            403: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
        };
        strictStatusCodes: true;
    };
    scanStatus: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            scanId: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            scanId: string;
        }, {
            scanId: string;
        }>;
        summary: "Live scan status";
        method: "GET";
        path: "/api/v1/scans/:scanId";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                id: z.ZodString;
                domain: z.ZodString;
                status: z.ZodEnum<["scheduled", "running", "completed", "failed"]>;
                createdAt: z.ZodString;
                finishedAt: z.ZodNullable<z.ZodString>;
                error: z.ZodNullable<z.ZodString>;
                result: z.ZodNullable<z.ZodObject<{
                    domain: z.ZodString;
                    rank: z.ZodNullable<z.ZodNumber>;
                    rankSource: z.ZodNullable<z.ZodObject<{
                        list: z.ZodString;
                        date: z.ZodString;
                        current: z.ZodBoolean;
                    }, "strip", z.ZodTypeAny, {
                        date: string;
                        list: string;
                        current: boolean;
                    }, {
                        date: string;
                        list: string;
                        current: boolean;
                    }>>;
                    country: z.ZodNullable<z.ZodObject<{
                        code: z.ZodString;
                        name: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    language: z.ZodNullable<z.ZodObject<Omit<{
                        slug: z.ZodString;
                        name: z.ZodString;
                    }, "slug"> & {
                        code: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        code: string;
                        name: string;
                    }, {
                        code: string;
                        name: string;
                    }>>;
                    tld: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    description: z.ZodNullable<z.ZodString>;
                    keywords: z.ZodArray<z.ZodString, "many">;
                    ip: z.ZodNullable<z.ZodString>;
                    asn: z.ZodNullable<z.ZodObject<{
                        number: z.ZodNumber;
                        name: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        number: number;
                        name: string | null;
                    }, {
                        number: number;
                        name: string | null;
                    }>>;
                    technologies: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        slug: z.ZodString;
                        version: z.ZodNullable<z.ZodString>;
                        categories: z.ZodArray<z.ZodObject<{
                            slug: z.ZodString;
                            name: z.ZodString;
                        }, "strip", z.ZodTypeAny, {
                            name: string;
                            slug: string;
                        }, {
                            name: string;
                            slug: string;
                        }>, "many">;
                        confidence: z.ZodNumber;
                        mode: z.ZodEnum<["static", "rendered"]>;
                        firstSeen: z.ZodString;
                        lastSeen: z.ZodString;
                        lastChecked: z.ZodString;
                        cves: z.ZodArray<z.ZodString, "many">;
                        evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                            kind: z.ZodString;
                            key: z.ZodOptional<z.ZodString>;
                            pattern: z.ZodString;
                            match: z.ZodString;
                            version: z.ZodOptional<z.ZodString>;
                        }, "strip", z.ZodTypeAny, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }, {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }>, "many">>;
                    }, "strip", z.ZodTypeAny, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }, {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }>, "many">;
                    headers: z.ZodArray<z.ZodObject<{
                        name: z.ZodString;
                        value: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        value: string;
                        name: string;
                    }, {
                        value: string;
                        name: string;
                    }>, "many">;
                    tags: z.ZodArray<z.ZodObject<{
                        kind: z.ZodString;
                        id: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        id: string;
                        kind: string;
                    }, {
                        id: string;
                        kind: string;
                    }>, "many">;
                    advertisers: z.ZodArray<z.ZodString, "many">;
                    contacts: z.ZodObject<{
                        emails: z.ZodArray<z.ZodString, "many">;
                        phones: z.ZodArray<z.ZodString, "many">;
                        address: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }>;
                    social: z.ZodObject<{
                        facebook: z.ZodNullable<z.ZodString>;
                        twitter: z.ZodNullable<z.ZodString>;
                        instagram: z.ZodNullable<z.ZodString>;
                        youtube: z.ZodNullable<z.ZodString>;
                        linkedin: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }>;
                    subdomainCount: z.ZodNumber;
                    redirectsTo: z.ZodNullable<z.ZodString>;
                    certificate: z.ZodNullable<z.ZodObject<{
                        issuer: z.ZodString;
                        validTo: z.ZodString;
                    }, "strip", z.ZodTypeAny, {
                        issuer: string;
                        validTo: string;
                    }, {
                        issuer: string;
                        validTo: string;
                    }>>;
                    maxSeverity: z.ZodNullable<z.ZodNumber>;
                    fetch: z.ZodObject<{
                        outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
                        status: z.ZodNullable<z.ZodNumber>;
                        checkedAt: z.ZodString;
                        archive: z.ZodNullable<z.ZodObject<{
                            name: z.ZodString;
                            unknown: z.ZodArray<z.ZodString, "many">;
                        }, "strip", z.ZodTypeAny, {
                            unknown: string[];
                            name: string;
                        }, {
                            unknown: string[];
                            name: string;
                        }>>;
                    }, "strip", z.ZodTypeAny, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }, {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    }>;
                    synthetic: z.ZodBoolean;
                    updatedAt: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }, {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                }>>;
            }, "strip", z.ZodTypeAny, {
                domain: string;
                status: "failed" | "scheduled" | "running" | "completed";
                id: string;
                createdAt: string;
                error: string | null;
                finishedAt: string | null;
                result: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                } | null;
            }, {
                domain: string;
                status: "failed" | "scheduled" | "running" | "completed";
                id: string;
                createdAt: string;
                error: string | null;
                finishedAt: string | null;
                result: {
                    domain: string;
                    tld: string;
                    country: {
                        code: string;
                        name: string;
                    } | null;
                    language: {
                        code: string;
                        name: string;
                    } | null;
                    description: string | null;
                    updatedAt: string;
                    rank: number | null;
                    technologies: {
                        version: string | null;
                        cves: string[];
                        name: string;
                        slug: string;
                        categories: {
                            name: string;
                            slug: string;
                        }[];
                        confidence: number;
                        mode: "static" | "rendered";
                        firstSeen: string;
                        lastSeen: string;
                        lastChecked: string;
                        evidence: {
                            match: string;
                            kind: string;
                            pattern: string;
                            version?: string | undefined;
                            key?: string | undefined;
                        }[] | null;
                    }[];
                    headers: {
                        value: string;
                        name: string;
                    }[];
                    rankSource: {
                        date: string;
                        list: string;
                        current: boolean;
                    } | null;
                    title: string | null;
                    keywords: string[];
                    ip: string | null;
                    asn: {
                        number: number;
                        name: string | null;
                    } | null;
                    tags: {
                        id: string;
                        kind: string;
                    }[];
                    advertisers: string[];
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    subdomainCount: number;
                    redirectsTo: string | null;
                    certificate: {
                        issuer: string;
                        validTo: string;
                    } | null;
                    maxSeverity: number | null;
                    fetch: {
                        status: number | null;
                        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                        checkedAt: string;
                        archive: {
                            unknown: string[];
                            name: string;
                        } | null;
                    };
                    synthetic: boolean;
                } | null;
            }>;
        };
        strictStatusCodes: true;
    };
    countWebsites: {
        description: "How many indexed sites match the report filters (the report estimate).";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        summary: "Count websites by filters";
        method: "POST";
        body: z.ZodObject<{
            filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                module: z.ZodLiteral<"technology">;
                technology: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"category">;
                category: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"header">;
                header: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"tld">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"country">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"region">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"language">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"change">;
                action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                technology: z.ZodString;
                since: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"vulnerability">;
                cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                minSeverity: z.ZodOptional<z.ZodNumber>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }>]>, "many">;
        }, "strict", z.ZodTypeAny, {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
        }, {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
        }>;
        path: "/api/v1/websites/count";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                count: z.ZodNumber;
                maxDomainsInReport: z.ZodNumber;
            }, "strip", z.ZodTypeAny, {
                count: number;
                maxDomainsInReport: number;
            }, {
                count: number;
                maxDomainsInReport: number;
            }>;
        };
        strictStatusCodes: true;
    };
    listWebsites: {
        description: "Sites matching the report filters, best-ranked first, a page at a time.";
        metadata: {
            credits: PerUnitCost;
            pricingLabel: string;
        };
        summary: "Website list by filters (report)";
        method: "POST";
        body: z.ZodObject<{
            filters: z.ZodArray<z.ZodDiscriminatedUnion<"module", [z.ZodObject<{
                module: z.ZodLiteral<"technology">;
                technology: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }, {
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"category">;
                category: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }, {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"header">;
                header: z.ZodString;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }, {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"tld">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"country">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"region">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"language">;
                values: z.ZodArray<z.ZodString, "many">;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }, {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"change">;
                action: z.ZodEnum<["added", "dropped", "versionchanged"]>;
                technology: z.ZodString;
                since: z.ZodOptional<z.ZodString>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }, {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            }>, z.ZodObject<{
                module: z.ZodLiteral<"vulnerability">;
                cves: z.ZodOptional<z.ZodArray<z.ZodString, "many">>;
                minSeverity: z.ZodOptional<z.ZodNumber>;
                exclude: z.ZodOptional<z.ZodBoolean>;
            }, "strict", z.ZodTypeAny, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }, {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            }>]>, "many">;
            limit: z.ZodDefault<z.ZodNumber>;
            cursor: z.ZodOptional<z.ZodString>;
        }, "strict", z.ZodTypeAny, {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            limit: number;
            cursor?: string | undefined;
        }, {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            limit?: number | undefined;
            cursor?: string | undefined;
        }>;
        path: "/api/v1/websites";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                websites: z.ZodArray<z.ZodObject<{
                    domain: z.ZodString;
                    rank: z.ZodNullable<z.ZodNumber>;
                    country: z.ZodNullable<z.ZodString>;
                    language: z.ZodNullable<z.ZodString>;
                    tld: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    contacts: z.ZodObject<{
                        emails: z.ZodArray<z.ZodString, "many">;
                        phones: z.ZodArray<z.ZodString, "many">;
                        address: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }>;
                    social: z.ZodObject<{
                        facebook: z.ZodNullable<z.ZodString>;
                        twitter: z.ZodNullable<z.ZodString>;
                        instagram: z.ZodNullable<z.ZodString>;
                        youtube: z.ZodNullable<z.ZodString>;
                        linkedin: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }>;
                    technologyCount: z.ZodNumber;
                    lastChecked: z.ZodString;
                    synthetic: z.ZodBoolean;
                }, "strip", z.ZodTypeAny, {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }, {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }>, "many">;
                nextCursor: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                nextCursor: string | null;
                websites: {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }[];
            }, {
                nextCursor: string | null;
                websites: {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }[];
            }>;
        };
        strictStatusCodes: true;
    };
    technologyLookup: {
        description: "Catalogue entry and usage: sites, top versions, top countries, known CVEs.";
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            technology: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            technology: string;
        }, {
            technology: string;
        }>;
        summary: "Technology lookup";
        method: "GET";
        path: "/api/v1/technologies/:technology";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                slug: z.ZodString;
                name: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                website: z.ZodNullable<z.ZodString>;
                icon: z.ZodNullable<z.ZodString>;
                categories: z.ZodArray<z.ZodObject<{
                    slug: z.ZodString;
                    name: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    name: string;
                    slug: string;
                }, {
                    name: string;
                    slug: string;
                }>, "many">;
                cpe: z.ZodNullable<z.ZodString>;
                oss: z.ZodBoolean;
                saas: z.ZodBoolean;
                pricing: z.ZodArray<z.ZodString, "many">;
                websiteCount: z.ZodNumber;
                versions: z.ZodArray<z.ZodObject<{
                    key: z.ZodString;
                    count: z.ZodNumber;
                }, "strip", z.ZodTypeAny, {
                    key: string;
                    count: number;
                }, {
                    key: string;
                    count: number;
                }>, "many">;
                countries: z.ZodArray<z.ZodObject<{
                    key: z.ZodString;
                    count: z.ZodNumber;
                }, "strip", z.ZodTypeAny, {
                    key: string;
                    count: number;
                }, {
                    key: string;
                    count: number;
                }>, "many">;
                knownCves: z.ZodNumber;
            }, "strip", z.ZodTypeAny, {
                description: string | null;
                name: string;
                slug: string;
                categories: {
                    name: string;
                    slug: string;
                }[];
                website: string | null;
                icon: string | null;
                cpe: string | null;
                oss: boolean;
                saas: boolean;
                pricing: string[];
                websiteCount: number;
                versions: {
                    key: string;
                    count: number;
                }[];
                countries: {
                    key: string;
                    count: number;
                }[];
                knownCves: number;
            }, {
                description: string | null;
                name: string;
                slug: string;
                categories: {
                    name: string;
                    slug: string;
                }[];
                website: string | null;
                icon: string | null;
                cpe: string | null;
                oss: boolean;
                saas: boolean;
                pricing: string[];
                websiteCount: number;
                versions: {
                    key: string;
                    count: number;
                }[];
                countries: {
                    key: string;
                    count: number;
                }[];
                knownCves: number;
            }>;
        };
        strictStatusCodes: true;
    };
    technologyWebsites: {
        metadata: {
            credits: PerUnitCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            technology: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            technology: string;
        }, {
            technology: string;
        }>;
        query: z.ZodObject<{
            version: z.ZodOptional<z.ZodString>;
            limit: z.ZodDefault<z.ZodNumber>;
            cursor: z.ZodOptional<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            limit: number;
            version?: string | undefined;
            cursor?: string | undefined;
        }, {
            version?: string | undefined;
            limit?: number | undefined;
            cursor?: string | undefined;
        }>;
        summary: "Websites using a technology";
        method: "GET";
        path: "/api/v1/technologies/:technology/websites";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                websites: z.ZodArray<z.ZodObject<{
                    domain: z.ZodString;
                    rank: z.ZodNullable<z.ZodNumber>;
                    country: z.ZodNullable<z.ZodString>;
                    language: z.ZodNullable<z.ZodString>;
                    tld: z.ZodString;
                    title: z.ZodNullable<z.ZodString>;
                    contacts: z.ZodObject<{
                        emails: z.ZodArray<z.ZodString, "many">;
                        phones: z.ZodArray<z.ZodString, "many">;
                        address: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }, {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    }>;
                    social: z.ZodObject<{
                        facebook: z.ZodNullable<z.ZodString>;
                        twitter: z.ZodNullable<z.ZodString>;
                        instagram: z.ZodNullable<z.ZodString>;
                        youtube: z.ZodNullable<z.ZodString>;
                        linkedin: z.ZodNullable<z.ZodString>;
                    }, "strip", z.ZodTypeAny, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }, {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    }>;
                    technologyCount: z.ZodNumber;
                    lastChecked: z.ZodString;
                    synthetic: z.ZodBoolean;
                }, "strip", z.ZodTypeAny, {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }, {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }>, "many">;
                nextCursor: z.ZodNullable<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                nextCursor: string | null;
                websites: {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }[];
            }, {
                nextCursor: string | null;
                websites: {
                    domain: string;
                    tld: string;
                    country: string | null;
                    language: string | null;
                    rank: number | null;
                    lastChecked: string;
                    title: string | null;
                    contacts: {
                        emails: string[];
                        phones: string[];
                        address: string | null;
                    };
                    social: {
                        facebook: string | null;
                        twitter: string | null;
                        instagram: string | null;
                        youtube: string | null;
                        linkedin: string | null;
                    };
                    synthetic: boolean;
                    technologyCount: number;
                }[];
            }>;
        };
        strictStatusCodes: true;
    };
    cveLookup: {
        metadata: {
            credits: FixedCost;
            pricingLabel: string;
        };
        pathParams: z.ZodObject<{
            cveId: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            cveId: string;
        }, {
            cveId: string;
        }>;
        summary: "CVE lookup";
        method: "GET";
        path: "/api/v1/cves/:cveId";
        responses: {
            readonly 400: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 401: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 402: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 404: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 429: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            readonly 500: z.ZodObject<{
                err: z.ZodString;
                code: z.ZodEnum<["validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable", ...("validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable")[]]>;
                details: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    path: z.ZodString;
                    message: z.ZodString;
                }, "strip", z.ZodTypeAny, {
                    path: string;
                    message: string;
                }, {
                    path: string;
                    message: string;
                }>, "many">>;
                balance: z.ZodOptional<z.ZodNumber>;
                cost: z.ZodOptional<z.ZodNumber>;
                retryAfterSeconds: z.ZodOptional<z.ZodNumber>;
            }, "strip", z.ZodTypeAny, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }, {
                code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
                err: string;
                details?: {
                    path: string;
                    message: string;
                }[] | undefined;
                balance?: number | undefined;
                cost?: number | undefined;
                retryAfterSeconds?: number | undefined;
            }>;
            200: z.ZodObject<{
                id: z.ZodString;
                title: z.ZodString;
                description: z.ZodNullable<z.ZodString>;
                published: z.ZodNullable<z.ZodString>;
                updated: z.ZodNullable<z.ZodString>;
                severity: z.ZodNullable<z.ZodNumber>;
                cwe: z.ZodNullable<z.ZodObject<{
                    id: z.ZodNumber;
                    name: z.ZodNullable<z.ZodString>;
                }, "strip", z.ZodTypeAny, {
                    id: number;
                    name: string | null;
                }, {
                    id: number;
                    name: string | null;
                }>>;
                technologies: z.ZodArray<z.ZodObject<{
                    slug: z.ZodString;
                    name: z.ZodString;
                    ranges: z.ZodArray<z.ZodObject<{
                        from: z.ZodNullable<z.ZodString>;
                        to: z.ZodNullable<z.ZodString>;
                        toInclusive: z.ZodBoolean;
                    }, "strip", z.ZodTypeAny, {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }, {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }>, "many">;
                }, "strip", z.ZodTypeAny, {
                    name: string;
                    slug: string;
                    ranges: {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }[];
                }, {
                    name: string;
                    slug: string;
                    ranges: {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }[];
                }>, "many">;
                websiteCount: z.ZodNumber;
                references: z.ZodArray<z.ZodString, "many">;
            }, "strip", z.ZodTypeAny, {
                description: string | null;
                id: string;
                technologies: {
                    name: string;
                    slug: string;
                    ranges: {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }[];
                }[];
                title: string;
                websiteCount: number;
                published: string | null;
                updated: string | null;
                severity: number | null;
                cwe: {
                    id: number;
                    name: string | null;
                } | null;
                references: string[];
            }, {
                description: string | null;
                id: string;
                technologies: {
                    name: string;
                    slug: string;
                    ranges: {
                        from: string | null;
                        to: string | null;
                        toInclusive: boolean;
                    }[];
                }[];
                title: string;
                websiteCount: number;
                published: string | null;
                updated: string | null;
                severity: number | null;
                cwe: {
                    id: number;
                    name: string | null;
                } | null;
                references: string[];
            }>;
        };
        strictStatusCodes: true;
    };
};

declare const DomainProfile$1: z.ZodObject<{
    domain: z.ZodString;
    rank: z.ZodNullable<z.ZodNumber>;
    rankSource: z.ZodNullable<z.ZodObject<{
        list: z.ZodString;
        date: z.ZodString;
        current: z.ZodBoolean;
    }, "strip", z.ZodTypeAny, {
        date: string;
        list: string;
        current: boolean;
    }, {
        date: string;
        list: string;
        current: boolean;
    }>>;
    country: z.ZodNullable<z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        code: string;
        name: string;
    }, {
        code: string;
        name: string;
    }>>;
    language: z.ZodNullable<z.ZodObject<Omit<{
        slug: z.ZodString;
        name: z.ZodString;
    }, "slug"> & {
        code: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        code: string;
        name: string;
    }, {
        code: string;
        name: string;
    }>>;
    tld: z.ZodString;
    title: z.ZodNullable<z.ZodString>;
    description: z.ZodNullable<z.ZodString>;
    keywords: z.ZodArray<z.ZodString, "many">;
    ip: z.ZodNullable<z.ZodString>;
    asn: z.ZodNullable<z.ZodObject<{
        number: z.ZodNumber;
        name: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        number: number;
        name: string | null;
    }, {
        number: number;
        name: string | null;
    }>>;
    technologies: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        slug: z.ZodString;
        version: z.ZodNullable<z.ZodString>;
        categories: z.ZodArray<z.ZodObject<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            name: string;
            slug: string;
        }, {
            name: string;
            slug: string;
        }>, "many">;
        confidence: z.ZodNumber;
        mode: z.ZodEnum<["static", "rendered"]>;
        firstSeen: z.ZodString;
        lastSeen: z.ZodString;
        lastChecked: z.ZodString;
        cves: z.ZodArray<z.ZodString, "many">;
        evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
            kind: z.ZodString;
            key: z.ZodOptional<z.ZodString>;
            pattern: z.ZodString;
            match: z.ZodString;
            version: z.ZodOptional<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }, {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }>, "many">>;
    }, "strip", z.ZodTypeAny, {
        version: string | null;
        cves: string[];
        name: string;
        slug: string;
        categories: {
            name: string;
            slug: string;
        }[];
        confidence: number;
        mode: "static" | "rendered";
        firstSeen: string;
        lastSeen: string;
        lastChecked: string;
        evidence: {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }[] | null;
    }, {
        version: string | null;
        cves: string[];
        name: string;
        slug: string;
        categories: {
            name: string;
            slug: string;
        }[];
        confidence: number;
        mode: "static" | "rendered";
        firstSeen: string;
        lastSeen: string;
        lastChecked: string;
        evidence: {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }[] | null;
    }>, "many">;
    headers: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        value: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        value: string;
        name: string;
    }, {
        value: string;
        name: string;
    }>, "many">;
    tags: z.ZodArray<z.ZodObject<{
        kind: z.ZodString;
        id: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        id: string;
        kind: string;
    }, {
        id: string;
        kind: string;
    }>, "many">;
    advertisers: z.ZodArray<z.ZodString, "many">;
    contacts: z.ZodObject<{
        emails: z.ZodArray<z.ZodString, "many">;
        phones: z.ZodArray<z.ZodString, "many">;
        address: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        emails: string[];
        phones: string[];
        address: string | null;
    }, {
        emails: string[];
        phones: string[];
        address: string | null;
    }>;
    social: z.ZodObject<{
        facebook: z.ZodNullable<z.ZodString>;
        twitter: z.ZodNullable<z.ZodString>;
        instagram: z.ZodNullable<z.ZodString>;
        youtube: z.ZodNullable<z.ZodString>;
        linkedin: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    }, {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    }>;
    subdomainCount: z.ZodNumber;
    redirectsTo: z.ZodNullable<z.ZodString>;
    certificate: z.ZodNullable<z.ZodObject<{
        issuer: z.ZodString;
        validTo: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        issuer: string;
        validTo: string;
    }, {
        issuer: string;
        validTo: string;
    }>>;
    maxSeverity: z.ZodNullable<z.ZodNumber>;
    fetch: z.ZodObject<{
        outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
        status: z.ZodNullable<z.ZodNumber>;
        checkedAt: z.ZodString;
        archive: z.ZodNullable<z.ZodObject<{
            name: z.ZodString;
            unknown: z.ZodArray<z.ZodString, "many">;
        }, "strip", z.ZodTypeAny, {
            unknown: string[];
            name: string;
        }, {
            unknown: string[];
            name: string;
        }>>;
    }, "strip", z.ZodTypeAny, {
        status: number | null;
        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
        checkedAt: string;
        archive: {
            unknown: string[];
            name: string;
        } | null;
    }, {
        status: number | null;
        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
        checkedAt: string;
        archive: {
            unknown: string[];
            name: string;
        } | null;
    }>;
    synthetic: z.ZodBoolean;
    updatedAt: z.ZodString;
}, "strip", z.ZodTypeAny, {
    domain: string;
    tld: string;
    country: {
        code: string;
        name: string;
    } | null;
    language: {
        code: string;
        name: string;
    } | null;
    description: string | null;
    updatedAt: string;
    rank: number | null;
    technologies: {
        version: string | null;
        cves: string[];
        name: string;
        slug: string;
        categories: {
            name: string;
            slug: string;
        }[];
        confidence: number;
        mode: "static" | "rendered";
        firstSeen: string;
        lastSeen: string;
        lastChecked: string;
        evidence: {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }[] | null;
    }[];
    headers: {
        value: string;
        name: string;
    }[];
    rankSource: {
        date: string;
        list: string;
        current: boolean;
    } | null;
    title: string | null;
    keywords: string[];
    ip: string | null;
    asn: {
        number: number;
        name: string | null;
    } | null;
    tags: {
        id: string;
        kind: string;
    }[];
    advertisers: string[];
    contacts: {
        emails: string[];
        phones: string[];
        address: string | null;
    };
    social: {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    };
    subdomainCount: number;
    redirectsTo: string | null;
    certificate: {
        issuer: string;
        validTo: string;
    } | null;
    maxSeverity: number | null;
    fetch: {
        status: number | null;
        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
        checkedAt: string;
        archive: {
            unknown: string[];
            name: string;
        } | null;
    };
    synthetic: boolean;
}, {
    domain: string;
    tld: string;
    country: {
        code: string;
        name: string;
    } | null;
    language: {
        code: string;
        name: string;
    } | null;
    description: string | null;
    updatedAt: string;
    rank: number | null;
    technologies: {
        version: string | null;
        cves: string[];
        name: string;
        slug: string;
        categories: {
            name: string;
            slug: string;
        }[];
        confidence: number;
        mode: "static" | "rendered";
        firstSeen: string;
        lastSeen: string;
        lastChecked: string;
        evidence: {
            match: string;
            kind: string;
            pattern: string;
            version?: string | undefined;
            key?: string | undefined;
        }[] | null;
    }[];
    headers: {
        value: string;
        name: string;
    }[];
    rankSource: {
        date: string;
        list: string;
        current: boolean;
    } | null;
    title: string | null;
    keywords: string[];
    ip: string | null;
    asn: {
        number: number;
        name: string | null;
    } | null;
    tags: {
        id: string;
        kind: string;
    }[];
    advertisers: string[];
    contacts: {
        emails: string[];
        phones: string[];
        address: string | null;
    };
    social: {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    };
    subdomainCount: number;
    redirectsTo: string | null;
    certificate: {
        issuer: string;
        validTo: string;
    } | null;
    maxSeverity: number | null;
    fetch: {
        status: number | null;
        outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
        checkedAt: string;
        archive: {
            unknown: string[];
            name: string;
        } | null;
    };
    synthetic: boolean;
}>;
type DomainProfile$1 = z.infer<typeof DomainProfile$1>;
declare const BulkLookupResult$1: z.ZodObject<{
    results: z.ZodArray<z.ZodObject<{
        domain: z.ZodString;
        rank: z.ZodNullable<z.ZodNumber>;
        rankSource: z.ZodNullable<z.ZodObject<{
            list: z.ZodString;
            date: z.ZodString;
            current: z.ZodBoolean;
        }, "strip", z.ZodTypeAny, {
            date: string;
            list: string;
            current: boolean;
        }, {
            date: string;
            list: string;
            current: boolean;
        }>>;
        country: z.ZodNullable<z.ZodObject<{
            code: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            code: string;
            name: string;
        }, {
            code: string;
            name: string;
        }>>;
        language: z.ZodNullable<z.ZodObject<Omit<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "slug"> & {
            code: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            code: string;
            name: string;
        }, {
            code: string;
            name: string;
        }>>;
        tld: z.ZodString;
        title: z.ZodNullable<z.ZodString>;
        description: z.ZodNullable<z.ZodString>;
        keywords: z.ZodArray<z.ZodString, "many">;
        ip: z.ZodNullable<z.ZodString>;
        asn: z.ZodNullable<z.ZodObject<{
            number: z.ZodNumber;
            name: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            number: number;
            name: string | null;
        }, {
            number: number;
            name: string | null;
        }>>;
        technologies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            slug: z.ZodString;
            version: z.ZodNullable<z.ZodString>;
            categories: z.ZodArray<z.ZodObject<{
                slug: z.ZodString;
                name: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                name: string;
                slug: string;
            }, {
                name: string;
                slug: string;
            }>, "many">;
            confidence: z.ZodNumber;
            mode: z.ZodEnum<["static", "rendered"]>;
            firstSeen: z.ZodString;
            lastSeen: z.ZodString;
            lastChecked: z.ZodString;
            cves: z.ZodArray<z.ZodString, "many">;
            evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                kind: z.ZodString;
                key: z.ZodOptional<z.ZodString>;
                pattern: z.ZodString;
                match: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }, {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }>, "many">>;
        }, "strip", z.ZodTypeAny, {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }, {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }>, "many">;
        headers: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            value: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            value: string;
            name: string;
        }, {
            value: string;
            name: string;
        }>, "many">;
        tags: z.ZodArray<z.ZodObject<{
            kind: z.ZodString;
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
            kind: string;
        }, {
            id: string;
            kind: string;
        }>, "many">;
        advertisers: z.ZodArray<z.ZodString, "many">;
        contacts: z.ZodObject<{
            emails: z.ZodArray<z.ZodString, "many">;
            phones: z.ZodArray<z.ZodString, "many">;
            address: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            emails: string[];
            phones: string[];
            address: string | null;
        }, {
            emails: string[];
            phones: string[];
            address: string | null;
        }>;
        social: z.ZodObject<{
            facebook: z.ZodNullable<z.ZodString>;
            twitter: z.ZodNullable<z.ZodString>;
            instagram: z.ZodNullable<z.ZodString>;
            youtube: z.ZodNullable<z.ZodString>;
            linkedin: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }>;
        subdomainCount: z.ZodNumber;
        redirectsTo: z.ZodNullable<z.ZodString>;
        certificate: z.ZodNullable<z.ZodObject<{
            issuer: z.ZodString;
            validTo: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            issuer: string;
            validTo: string;
        }, {
            issuer: string;
            validTo: string;
        }>>;
        maxSeverity: z.ZodNullable<z.ZodNumber>;
        fetch: z.ZodObject<{
            outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
            status: z.ZodNullable<z.ZodNumber>;
            checkedAt: z.ZodString;
            archive: z.ZodNullable<z.ZodObject<{
                name: z.ZodString;
                unknown: z.ZodArray<z.ZodString, "many">;
            }, "strip", z.ZodTypeAny, {
                unknown: string[];
                name: string;
            }, {
                unknown: string[];
                name: string;
            }>>;
        }, "strip", z.ZodTypeAny, {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        }, {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        }>;
        synthetic: z.ZodBoolean;
        updatedAt: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }, {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }>, "many">;
    notFound: z.ZodArray<z.ZodString, "many">;
    invalid: z.ZodArray<z.ZodString, "many">;
}, "strip", z.ZodTypeAny, {
    results: {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }[];
    notFound: string[];
    invalid: string[];
}, {
    results: {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }[];
    notFound: string[];
    invalid: string[];
}>;
declare const SubdomainPage$1: z.ZodObject<{
    domain: z.ZodString;
    total: z.ZodNumber;
    subdomains: z.ZodArray<z.ZodString, "many">;
    nextCursor: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    domain: string;
    nextCursor: string | null;
    total: number;
    subdomains: string[];
}, {
    domain: string;
    nextCursor: string | null;
    total: number;
    subdomains: string[];
}>;
/** One site of a website list: the lead-list row. */
declare const WebsiteRow$1: z.ZodObject<{
    domain: z.ZodString;
    rank: z.ZodNullable<z.ZodNumber>;
    country: z.ZodNullable<z.ZodString>;
    language: z.ZodNullable<z.ZodString>;
    tld: z.ZodString;
    title: z.ZodNullable<z.ZodString>;
    contacts: z.ZodObject<{
        emails: z.ZodArray<z.ZodString, "many">;
        phones: z.ZodArray<z.ZodString, "many">;
        address: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        emails: string[];
        phones: string[];
        address: string | null;
    }, {
        emails: string[];
        phones: string[];
        address: string | null;
    }>;
    social: z.ZodObject<{
        facebook: z.ZodNullable<z.ZodString>;
        twitter: z.ZodNullable<z.ZodString>;
        instagram: z.ZodNullable<z.ZodString>;
        youtube: z.ZodNullable<z.ZodString>;
        linkedin: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    }, {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    }>;
    technologyCount: z.ZodNumber;
    lastChecked: z.ZodString;
    synthetic: z.ZodBoolean;
}, "strip", z.ZodTypeAny, {
    domain: string;
    tld: string;
    country: string | null;
    language: string | null;
    rank: number | null;
    lastChecked: string;
    title: string | null;
    contacts: {
        emails: string[];
        phones: string[];
        address: string | null;
    };
    social: {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    };
    synthetic: boolean;
    technologyCount: number;
}, {
    domain: string;
    tld: string;
    country: string | null;
    language: string | null;
    rank: number | null;
    lastChecked: string;
    title: string | null;
    contacts: {
        emails: string[];
        phones: string[];
        address: string | null;
    };
    social: {
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        youtube: string | null;
        linkedin: string | null;
    };
    synthetic: boolean;
    technologyCount: number;
}>;
type WebsiteRow$1 = z.infer<typeof WebsiteRow$1>;
declare const WebsitePage$1: z.ZodObject<{
    websites: z.ZodArray<z.ZodObject<{
        domain: z.ZodString;
        rank: z.ZodNullable<z.ZodNumber>;
        country: z.ZodNullable<z.ZodString>;
        language: z.ZodNullable<z.ZodString>;
        tld: z.ZodString;
        title: z.ZodNullable<z.ZodString>;
        contacts: z.ZodObject<{
            emails: z.ZodArray<z.ZodString, "many">;
            phones: z.ZodArray<z.ZodString, "many">;
            address: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            emails: string[];
            phones: string[];
            address: string | null;
        }, {
            emails: string[];
            phones: string[];
            address: string | null;
        }>;
        social: z.ZodObject<{
            facebook: z.ZodNullable<z.ZodString>;
            twitter: z.ZodNullable<z.ZodString>;
            instagram: z.ZodNullable<z.ZodString>;
            youtube: z.ZodNullable<z.ZodString>;
            linkedin: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }>;
        technologyCount: z.ZodNumber;
        lastChecked: z.ZodString;
        synthetic: z.ZodBoolean;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        tld: string;
        country: string | null;
        language: string | null;
        rank: number | null;
        lastChecked: string;
        title: string | null;
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        synthetic: boolean;
        technologyCount: number;
    }, {
        domain: string;
        tld: string;
        country: string | null;
        language: string | null;
        rank: number | null;
        lastChecked: string;
        title: string | null;
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        synthetic: boolean;
        technologyCount: number;
    }>, "many">;
    nextCursor: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    nextCursor: string | null;
    websites: {
        domain: string;
        tld: string;
        country: string | null;
        language: string | null;
        rank: number | null;
        lastChecked: string;
        title: string | null;
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        synthetic: boolean;
        technologyCount: number;
    }[];
}, {
    nextCursor: string | null;
    websites: {
        domain: string;
        tld: string;
        country: string | null;
        language: string | null;
        rank: number | null;
        lastChecked: string;
        title: string | null;
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        synthetic: boolean;
        technologyCount: number;
    }[];
}>;
type WebsitePage$1 = z.infer<typeof WebsitePage$1>;
declare const WebsiteCount$1: z.ZodObject<{
    count: z.ZodNumber;
    maxDomainsInReport: z.ZodNumber;
}, "strip", z.ZodTypeAny, {
    count: number;
    maxDomainsInReport: number;
}, {
    count: number;
    maxDomainsInReport: number;
}>;
declare const TechnologyLookup$1: z.ZodObject<{
    slug: z.ZodString;
    name: z.ZodString;
    description: z.ZodNullable<z.ZodString>;
    website: z.ZodNullable<z.ZodString>;
    icon: z.ZodNullable<z.ZodString>;
    categories: z.ZodArray<z.ZodObject<{
        slug: z.ZodString;
        name: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        name: string;
        slug: string;
    }, {
        name: string;
        slug: string;
    }>, "many">;
    cpe: z.ZodNullable<z.ZodString>;
    oss: z.ZodBoolean;
    saas: z.ZodBoolean;
    pricing: z.ZodArray<z.ZodString, "many">;
    websiteCount: z.ZodNumber;
    versions: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        count: z.ZodNumber;
    }, "strip", z.ZodTypeAny, {
        key: string;
        count: number;
    }, {
        key: string;
        count: number;
    }>, "many">;
    countries: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        count: z.ZodNumber;
    }, "strip", z.ZodTypeAny, {
        key: string;
        count: number;
    }, {
        key: string;
        count: number;
    }>, "many">;
    knownCves: z.ZodNumber;
}, "strip", z.ZodTypeAny, {
    description: string | null;
    name: string;
    slug: string;
    categories: {
        name: string;
        slug: string;
    }[];
    website: string | null;
    icon: string | null;
    cpe: string | null;
    oss: boolean;
    saas: boolean;
    pricing: string[];
    websiteCount: number;
    versions: {
        key: string;
        count: number;
    }[];
    countries: {
        key: string;
        count: number;
    }[];
    knownCves: number;
}, {
    description: string | null;
    name: string;
    slug: string;
    categories: {
        name: string;
        slug: string;
    }[];
    website: string | null;
    icon: string | null;
    cpe: string | null;
    oss: boolean;
    saas: boolean;
    pricing: string[];
    websiteCount: number;
    versions: {
        key: string;
        count: number;
    }[];
    countries: {
        key: string;
        count: number;
    }[];
    knownCves: number;
}>;
declare const CveLookup$1: z.ZodObject<{
    id: z.ZodString;
    title: z.ZodString;
    description: z.ZodNullable<z.ZodString>;
    published: z.ZodNullable<z.ZodString>;
    updated: z.ZodNullable<z.ZodString>;
    severity: z.ZodNullable<z.ZodNumber>;
    cwe: z.ZodNullable<z.ZodObject<{
        id: z.ZodNumber;
        name: z.ZodNullable<z.ZodString>;
    }, "strip", z.ZodTypeAny, {
        id: number;
        name: string | null;
    }, {
        id: number;
        name: string | null;
    }>>;
    technologies: z.ZodArray<z.ZodObject<{
        slug: z.ZodString;
        name: z.ZodString;
        ranges: z.ZodArray<z.ZodObject<{
            from: z.ZodNullable<z.ZodString>;
            to: z.ZodNullable<z.ZodString>;
            toInclusive: z.ZodBoolean;
        }, "strip", z.ZodTypeAny, {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }, {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }>, "many">;
    }, "strip", z.ZodTypeAny, {
        name: string;
        slug: string;
        ranges: {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }[];
    }, {
        name: string;
        slug: string;
        ranges: {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }[];
    }>, "many">;
    websiteCount: z.ZodNumber;
    references: z.ZodArray<z.ZodString, "many">;
}, "strip", z.ZodTypeAny, {
    description: string | null;
    id: string;
    technologies: {
        name: string;
        slug: string;
        ranges: {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }[];
    }[];
    title: string;
    websiteCount: number;
    published: string | null;
    updated: string | null;
    severity: number | null;
    cwe: {
        id: number;
        name: string | null;
    } | null;
    references: string[];
}, {
    description: string | null;
    id: string;
    technologies: {
        name: string;
        slug: string;
        ranges: {
            from: string | null;
            to: string | null;
            toInclusive: boolean;
        }[];
    }[];
    title: string;
    websiteCount: number;
    published: string | null;
    updated: string | null;
    severity: number | null;
    cwe: {
        id: number;
        name: string | null;
    } | null;
    references: string[];
}>;
declare const Scan$1: z.ZodObject<{
    id: z.ZodString;
    domain: z.ZodString;
    status: z.ZodEnum<["scheduled", "running", "completed", "failed"]>;
    createdAt: z.ZodString;
    finishedAt: z.ZodNullable<z.ZodString>;
    error: z.ZodNullable<z.ZodString>;
    result: z.ZodNullable<z.ZodObject<{
        domain: z.ZodString;
        rank: z.ZodNullable<z.ZodNumber>;
        rankSource: z.ZodNullable<z.ZodObject<{
            list: z.ZodString;
            date: z.ZodString;
            current: z.ZodBoolean;
        }, "strip", z.ZodTypeAny, {
            date: string;
            list: string;
            current: boolean;
        }, {
            date: string;
            list: string;
            current: boolean;
        }>>;
        country: z.ZodNullable<z.ZodObject<{
            code: z.ZodString;
            name: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            code: string;
            name: string;
        }, {
            code: string;
            name: string;
        }>>;
        language: z.ZodNullable<z.ZodObject<Omit<{
            slug: z.ZodString;
            name: z.ZodString;
        }, "slug"> & {
            code: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            code: string;
            name: string;
        }, {
            code: string;
            name: string;
        }>>;
        tld: z.ZodString;
        title: z.ZodNullable<z.ZodString>;
        description: z.ZodNullable<z.ZodString>;
        keywords: z.ZodArray<z.ZodString, "many">;
        ip: z.ZodNullable<z.ZodString>;
        asn: z.ZodNullable<z.ZodObject<{
            number: z.ZodNumber;
            name: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            number: number;
            name: string | null;
        }, {
            number: number;
            name: string | null;
        }>>;
        technologies: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            slug: z.ZodString;
            version: z.ZodNullable<z.ZodString>;
            categories: z.ZodArray<z.ZodObject<{
                slug: z.ZodString;
                name: z.ZodString;
            }, "strip", z.ZodTypeAny, {
                name: string;
                slug: string;
            }, {
                name: string;
                slug: string;
            }>, "many">;
            confidence: z.ZodNumber;
            mode: z.ZodEnum<["static", "rendered"]>;
            firstSeen: z.ZodString;
            lastSeen: z.ZodString;
            lastChecked: z.ZodString;
            cves: z.ZodArray<z.ZodString, "many">;
            evidence: z.ZodNullable<z.ZodArray<z.ZodObject<{
                kind: z.ZodString;
                key: z.ZodOptional<z.ZodString>;
                pattern: z.ZodString;
                match: z.ZodString;
                version: z.ZodOptional<z.ZodString>;
            }, "strip", z.ZodTypeAny, {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }, {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }>, "many">>;
        }, "strip", z.ZodTypeAny, {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }, {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }>, "many">;
        headers: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            value: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            value: string;
            name: string;
        }, {
            value: string;
            name: string;
        }>, "many">;
        tags: z.ZodArray<z.ZodObject<{
            kind: z.ZodString;
            id: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            id: string;
            kind: string;
        }, {
            id: string;
            kind: string;
        }>, "many">;
        advertisers: z.ZodArray<z.ZodString, "many">;
        contacts: z.ZodObject<{
            emails: z.ZodArray<z.ZodString, "many">;
            phones: z.ZodArray<z.ZodString, "many">;
            address: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            emails: string[];
            phones: string[];
            address: string | null;
        }, {
            emails: string[];
            phones: string[];
            address: string | null;
        }>;
        social: z.ZodObject<{
            facebook: z.ZodNullable<z.ZodString>;
            twitter: z.ZodNullable<z.ZodString>;
            instagram: z.ZodNullable<z.ZodString>;
            youtube: z.ZodNullable<z.ZodString>;
            linkedin: z.ZodNullable<z.ZodString>;
        }, "strip", z.ZodTypeAny, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }, {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        }>;
        subdomainCount: z.ZodNumber;
        redirectsTo: z.ZodNullable<z.ZodString>;
        certificate: z.ZodNullable<z.ZodObject<{
            issuer: z.ZodString;
            validTo: z.ZodString;
        }, "strip", z.ZodTypeAny, {
            issuer: string;
            validTo: string;
        }, {
            issuer: string;
            validTo: string;
        }>>;
        maxSeverity: z.ZodNullable<z.ZodNumber>;
        fetch: z.ZodObject<{
            outcome: z.ZodEnum<["ok", "redirected", "blocked", "httpError", "timeout", "dnsFailure", "tlsError", "connectionRefused", "networkError", "tooManyRedirects", "robotsDisallowed", "refused", "overBudget"]>;
            status: z.ZodNullable<z.ZodNumber>;
            checkedAt: z.ZodString;
            archive: z.ZodNullable<z.ZodObject<{
                name: z.ZodString;
                unknown: z.ZodArray<z.ZodString, "many">;
            }, "strip", z.ZodTypeAny, {
                unknown: string[];
                name: string;
            }, {
                unknown: string[];
                name: string;
            }>>;
        }, "strip", z.ZodTypeAny, {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        }, {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        }>;
        synthetic: z.ZodBoolean;
        updatedAt: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }, {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    }>>;
}, "strip", z.ZodTypeAny, {
    domain: string;
    status: "failed" | "scheduled" | "running" | "completed";
    id: string;
    createdAt: string;
    error: string | null;
    finishedAt: string | null;
    result: {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    } | null;
}, {
    domain: string;
    status: "failed" | "scheduled" | "running" | "completed";
    id: string;
    createdAt: string;
    error: string | null;
    finishedAt: string | null;
    result: {
        domain: string;
        tld: string;
        country: {
            code: string;
            name: string;
        } | null;
        language: {
            code: string;
            name: string;
        } | null;
        description: string | null;
        updatedAt: string;
        rank: number | null;
        technologies: {
            version: string | null;
            cves: string[];
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            confidence: number;
            mode: "static" | "rendered";
            firstSeen: string;
            lastSeen: string;
            lastChecked: string;
            evidence: {
                match: string;
                kind: string;
                pattern: string;
                version?: string | undefined;
                key?: string | undefined;
            }[] | null;
        }[];
        headers: {
            value: string;
            name: string;
        }[];
        rankSource: {
            date: string;
            list: string;
            current: boolean;
        } | null;
        title: string | null;
        keywords: string[];
        ip: string | null;
        asn: {
            number: number;
            name: string | null;
        } | null;
        tags: {
            id: string;
            kind: string;
        }[];
        advertisers: string[];
        contacts: {
            emails: string[];
            phones: string[];
            address: string | null;
        };
        social: {
            facebook: string | null;
            twitter: string | null;
            instagram: string | null;
            youtube: string | null;
            linkedin: string | null;
        };
        subdomainCount: number;
        redirectsTo: string | null;
        certificate: {
            issuer: string;
            validTo: string;
        } | null;
        maxSeverity: number | null;
        fetch: {
            status: number | null;
            outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
            checkedAt: string;
            archive: {
                unknown: string[];
                name: string;
            } | null;
        };
        synthetic: boolean;
    } | null;
}>;
type Scan$1 = z.infer<typeof Scan$1>;
declare const CreditBalance$1: z.ZodObject<{
    balance: z.ZodNumber;
    grants: z.ZodArray<z.ZodObject<{
        source: z.ZodEnum<["free-tier", "subscription", "purchase", "adjustment"]>;
        amount: z.ZodNumber;
        remaining: z.ZodNumber;
        grantedAt: z.ZodString;
        expiresAt: z.ZodString;
    }, "strip", z.ZodTypeAny, {
        source: "free-tier" | "subscription" | "purchase" | "adjustment";
        amount: number;
        remaining: number;
        grantedAt: string;
        expiresAt: string;
    }, {
        source: "free-tier" | "subscription" | "purchase" | "adjustment";
        amount: number;
        remaining: number;
        grantedAt: string;
        expiresAt: string;
    }>, "many">;
    freeTierMonthlyCredits: z.ZodNumber;
}, "strip", z.ZodTypeAny, {
    balance: number;
    grants: {
        source: "free-tier" | "subscription" | "purchase" | "adjustment";
        amount: number;
        remaining: number;
        grantedAt: string;
        expiresAt: string;
    }[];
    freeTierMonthlyCredits: number;
}, {
    balance: number;
    grants: {
        source: "free-tier" | "subscription" | "purchase" | "adjustment";
        amount: number;
        remaining: number;
        grantedAt: string;
        expiresAt: string;
    }[];
    freeTierMonthlyCredits: number;
}>;
declare const CreditHistory$1: z.ZodObject<{
    entries: z.ZodArray<z.ZodObject<{
        requestId: z.ZodString;
        operation: z.ZodString;
        units: z.ZodNumber;
        credits: z.ZodNumber;
        at: z.ZodString;
        refunded: z.ZodBoolean;
    }, "strip", z.ZodTypeAny, {
        at: string;
        requestId: string;
        operation: string;
        units: number;
        credits: number;
        refunded: boolean;
    }, {
        at: string;
        requestId: string;
        operation: string;
        units: number;
        credits: number;
        refunded: boolean;
    }>, "many">;
    nextCursor: z.ZodNullable<z.ZodString>;
}, "strip", z.ZodTypeAny, {
    entries: {
        at: string;
        requestId: string;
        operation: string;
        units: number;
        credits: number;
        refunded: boolean;
    }[];
    nextCursor: string | null;
}, {
    entries: {
        at: string;
        requestId: string;
        operation: string;
        units: number;
        credits: number;
        refunded: boolean;
    }[];
    nextCursor: string | null;
}>;

declare const Health$1: z.ZodObject<{
    status: z.ZodEnum<["ok", "degraded"]>;
    version: z.ZodString;
    uptimeSeconds: z.ZodNumber;
    /** HTTP worker processes serving now (WEB_CONCURRENCY); a dead one is replaced. */
    workers: z.ZodNumber;
    checks: z.ZodObject<{
        database: z.ZodObject<{
            ok: z.ZodBoolean;
            engine: z.ZodEnum<["pglite", "postgres"]>;
        }, "strip", z.ZodTypeAny, {
            ok: boolean;
            engine: "pglite" | "postgres";
        }, {
            ok: boolean;
            engine: "pglite" | "postgres";
        }>;
        siteIndex: z.ZodObject<{
            ok: z.ZodBoolean;
            engine: z.ZodEnum<["postgres", "opensearch"]>;
        }, "strip", z.ZodTypeAny, {
            ok: boolean;
            engine: "postgres" | "opensearch";
        }, {
            ok: boolean;
            engine: "postgres" | "opensearch";
        }>;
        /** The landing pages' statistics are computed since the start (or the index is empty). */
        statistics: z.ZodObject<{
            warm: z.ZodBoolean;
        }, "strip", z.ZodTypeAny, {
            warm: boolean;
        }, {
            warm: boolean;
        }>;
    }, "strip", z.ZodTypeAny, {
        database: {
            ok: boolean;
            engine: "pglite" | "postgres";
        };
        siteIndex: {
            ok: boolean;
            engine: "postgres" | "opensearch";
        };
        statistics: {
            warm: boolean;
        };
    }, {
        database: {
            ok: boolean;
            engine: "pglite" | "postgres";
        };
        siteIndex: {
            ok: boolean;
            engine: "postgres" | "opensearch";
        };
        statistics: {
            warm: boolean;
        };
    }>;
}, "strip", z.ZodTypeAny, {
    status: "ok" | "degraded";
    version: string;
    uptimeSeconds: number;
    workers: number;
    checks: {
        database: {
            ok: boolean;
            engine: "pglite" | "postgres";
        };
        siteIndex: {
            ok: boolean;
            engine: "postgres" | "opensearch";
        };
        statistics: {
            warm: boolean;
        };
    };
}, {
    status: "ok" | "degraded";
    version: string;
    uptimeSeconds: number;
    workers: number;
    checks: {
        database: {
            ok: boolean;
            engine: "pglite" | "postgres";
        };
        siteIndex: {
            ok: boolean;
            engine: "postgres" | "opensearch";
        };
        statistics: {
            warm: boolean;
        };
    };
}>;

interface WaitForScanOptions {
    /** Time between two status reads. Default 2 s. */
    intervalMs?: number;
    /** Give up (ScanTimeoutError) after this long. Default 5 minutes. */
    timeoutMs?: number;
    /** Stops waiting, rejecting with the signal's reason; the scan itself goes on. */
    signal?: AbortSignal;
    /** Called with every status read, including the final one. */
    onProgress?: (scan: Scan$1) => void;
}
declare const isFinished: (scan: Scan$1) => boolean;

/** The answers of the API, as plain types (the contract's zod schemas inferred). */
type Health = z.infer<typeof Health$1>;
type DomainProfile = z.infer<typeof DomainProfile$1>;
type BulkLookupResult = z.infer<typeof BulkLookupResult$1>;
type SubdomainPage = z.infer<typeof SubdomainPage$1>;
type Scan = z.infer<typeof Scan$1>;
type ScanStatus = Scan['status'];
type WebsiteRow = z.infer<typeof WebsiteRow$1>;
type WebsitePage = z.infer<typeof WebsitePage$1>;
type WebsiteCount = z.infer<typeof WebsiteCount$1>;
type TechnologyLookup = z.infer<typeof TechnologyLookup$1>;
type CveLookup = z.infer<typeof CveLookup$1>;
type CreditBalance = z.infer<typeof CreditBalance$1>;
type CreditHistory = z.infer<typeof CreditHistory$1>;
type CreditHistoryEntry = CreditHistory['entries'][number];
/** One condition of a report query; see the README for every module. */
type ReportFilter = z.input<typeof ReportFilter$1>;

/** Your alerts and the plan's limits (`GET /alerts`). */
type AlertList = z.infer<typeof AlertList$1>;
type AlertDeliveryPage = z.infer<typeof AlertDeliveryPage$1>;
type AlertTestResult = z.infer<typeof AlertTestResult$1>;
/** What `createAlert` takes: `email` and `digest` default to false. */
type NewAlert = z.input<typeof CreateAlertBody>;
/** What `updateAlert` takes: only the fields given change. */
type AlertChanges = z.input<typeof UpdateAlertBody>;

interface ClientOptions {
    /** Where the service runs, e.g. "https://techcensus.example" or "http://127.0.0.1:3000". */
    baseUrl: string;
    /** The account's API key, sent as `x-api-key` on every call. */
    apiKey?: string;
    /** Retries of rate-limited and failed calls; `{ maxRetries: 0 }` turns them off. */
    retry?: RetryOptions;
    /** Called before each retry (to log it, or show "rate limited, retrying in 2 s"). */
    onRetry?: (event: RetryEvent) => void;
    /** A fetch to use instead of the global one. */
    fetch?: typeof fetch;
    /** Extra headers sent with every call. */
    headers?: Record<string, string>;
}
declare function makeApi(opts: ClientOptions): {
    createAlert: (args: {
        body: {
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
            webhookUrl?: string | null | undefined;
            email?: boolean | undefined;
            digest?: boolean | undefined;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 403;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 201;
        body: {
            status: "active" | "paused";
            id: string;
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
            webhookUrl: string | null;
            email: boolean;
            digest: boolean;
            pausedReason: string | null;
            createdAt: string;
            updatedAt: string;
            secretRotatedAt: string | null;
            previousSecretExpiresAt: string | null;
            secret: string;
        };
        headers: Headers;
    }>;
    listAlerts: (args?: {
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    } | undefined) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            alerts: {
                status: "active" | "paused";
                id: string;
                name: string;
                filters: ({
                    technology: string;
                    module: "technology";
                    version?: string | undefined;
                    exclude?: boolean | undefined;
                } | {
                    module: "category";
                    category: string;
                    exclude?: boolean | undefined;
                } | {
                    module: "header";
                    header: string;
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "tld";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "country";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "region";
                    exclude?: boolean | undefined;
                } | {
                    values: string[];
                    module: "language";
                    exclude?: boolean | undefined;
                } | {
                    technology: string;
                    module: "change";
                    action: "added" | "dropped" | "versionchanged";
                    exclude?: boolean | undefined;
                    since?: string | undefined;
                } | {
                    module: "vulnerability";
                    exclude?: boolean | undefined;
                    cves?: string[] | undefined;
                    minSeverity?: number | undefined;
                })[];
                events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
                webhookUrl: string | null;
                email: boolean;
                digest: boolean;
                pausedReason: string | null;
                createdAt: string;
                updatedAt: string;
                secretRotatedAt: string | null;
                previousSecretExpiresAt: string | null;
            }[];
            limits: {
                alerts: number;
                eventsPerDay: number;
                eventsToday: number;
            };
        };
        headers: Headers;
    }>;
    getAlert: (args: {
        params: {
            id: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            status: "active" | "paused";
            id: string;
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
            webhookUrl: string | null;
            email: boolean;
            digest: boolean;
            pausedReason: string | null;
            createdAt: string;
            updatedAt: string;
            secretRotatedAt: string | null;
            previousSecretExpiresAt: string | null;
        };
        headers: Headers;
    }>;
    updateAlert: (args: {
        params: {
            id: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
        body?: {
            status?: "active" | "paused" | undefined;
            name?: string | undefined;
            filters?: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[] | undefined;
            events?: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[] | undefined;
            webhookUrl?: string | null | undefined;
            email?: boolean | undefined;
            digest?: boolean | undefined;
        } | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            status: "active" | "paused";
            id: string;
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
            webhookUrl: string | null;
            email: boolean;
            digest: boolean;
            pausedReason: string | null;
            createdAt: string;
            updatedAt: string;
            secretRotatedAt: string | null;
            previousSecretExpiresAt: string | null;
        };
        headers: Headers;
    }>;
    deleteAlert: (args: {
        params: {
            id: string;
        };
        body: {} | undefined;
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 204;
        body: undefined;
        headers: Headers;
    }>;
    testAlert: (args: {
        params: {
            id: string;
        };
        body: {} | undefined;
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            eventId: string;
            delivery: {
                type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                at: string;
                status: number | null;
                id: string;
                eventId: string;
                channel: "email" | "webhook";
                attempt: number;
                latencyMs: number | null;
                outcome: "delivered" | "retrying" | "failed" | "skipped";
                error: string | null;
                site: string | null;
            } | null;
        };
        headers: Headers;
    }>;
    rotateAlertSecret: (args: {
        params: {
            id: string;
        };
        body: {} | undefined;
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            status: "active" | "paused";
            id: string;
            name: string;
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            events: ("site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new")[];
            webhookUrl: string | null;
            email: boolean;
            digest: boolean;
            pausedReason: string | null;
            createdAt: string;
            updatedAt: string;
            secretRotatedAt: string | null;
            previousSecretExpiresAt: string | null;
            secret: string;
        };
        headers: Headers;
    }>;
    alertDeliveries: (args: {
        params: {
            id: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
        query?: {
            limit?: number | undefined;
            cursor?: string | undefined;
        } | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            deliveries: {
                type: "site.matched" | "site.unmatched" | "technology.added" | "technology.dropped" | "technology.version_changed" | "cve.new" | "alert.test";
                at: string;
                status: number | null;
                id: string;
                eventId: string;
                channel: "email" | "webhook";
                attempt: number;
                latencyMs: number | null;
                outcome: "delivered" | "retrying" | "failed" | "skipped";
                error: string | null;
                site: string | null;
            }[];
            nextCursor: string | null;
        };
        headers: Headers;
    }>;
    creditBalance: (args?: {
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    } | undefined) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            balance: number;
            grants: {
                source: "free-tier" | "subscription" | "purchase" | "adjustment";
                amount: number;
                remaining: number;
                grantedAt: string;
                expiresAt: string;
            }[];
            freeTierMonthlyCredits: number;
        };
        headers: Headers;
    }>;
    creditHistory: (args?: {
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
        query?: {
            limit?: number | undefined;
            cursor?: string | undefined;
        } | undefined;
    } | undefined) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            entries: {
                at: string;
                requestId: string;
                operation: string;
                units: number;
                credits: number;
                refunded: boolean;
            }[];
            nextCursor: string | null;
        };
        headers: Headers;
    }>;
    testDomainLookup: (args?: {
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    } | undefined) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            domain: string;
            tld: string;
            country: {
                code: string;
                name: string;
            } | null;
            language: {
                code: string;
                name: string;
            } | null;
            description: string | null;
            updatedAt: string;
            rank: number | null;
            technologies: {
                version: string | null;
                cves: string[];
                name: string;
                slug: string;
                categories: {
                    name: string;
                    slug: string;
                }[];
                confidence: number;
                mode: "static" | "rendered";
                firstSeen: string;
                lastSeen: string;
                lastChecked: string;
                evidence: {
                    match: string;
                    kind: string;
                    pattern: string;
                    version?: string | undefined;
                    key?: string | undefined;
                }[] | null;
            }[];
            headers: {
                value: string;
                name: string;
            }[];
            rankSource: {
                date: string;
                list: string;
                current: boolean;
            } | null;
            title: string | null;
            keywords: string[];
            ip: string | null;
            asn: {
                number: number;
                name: string | null;
            } | null;
            tags: {
                id: string;
                kind: string;
            }[];
            advertisers: string[];
            contacts: {
                emails: string[];
                phones: string[];
                address: string | null;
            };
            social: {
                facebook: string | null;
                twitter: string | null;
                instagram: string | null;
                youtube: string | null;
                linkedin: string | null;
            };
            subdomainCount: number;
            redirectsTo: string | null;
            certificate: {
                issuer: string;
                validTo: string;
            } | null;
            maxSeverity: number | null;
            fetch: {
                status: number | null;
                outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                checkedAt: string;
                archive: {
                    unknown: string[];
                    name: string;
                } | null;
            };
            synthetic: boolean;
        };
        headers: Headers;
    }>;
    domainLookup: (args: {
        params: {
            domain: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            domain: string;
            tld: string;
            country: {
                code: string;
                name: string;
            } | null;
            language: {
                code: string;
                name: string;
            } | null;
            description: string | null;
            updatedAt: string;
            rank: number | null;
            technologies: {
                version: string | null;
                cves: string[];
                name: string;
                slug: string;
                categories: {
                    name: string;
                    slug: string;
                }[];
                confidence: number;
                mode: "static" | "rendered";
                firstSeen: string;
                lastSeen: string;
                lastChecked: string;
                evidence: {
                    match: string;
                    kind: string;
                    pattern: string;
                    version?: string | undefined;
                    key?: string | undefined;
                }[] | null;
            }[];
            headers: {
                value: string;
                name: string;
            }[];
            rankSource: {
                date: string;
                list: string;
                current: boolean;
            } | null;
            title: string | null;
            keywords: string[];
            ip: string | null;
            asn: {
                number: number;
                name: string | null;
            } | null;
            tags: {
                id: string;
                kind: string;
            }[];
            advertisers: string[];
            contacts: {
                emails: string[];
                phones: string[];
                address: string | null;
            };
            social: {
                facebook: string | null;
                twitter: string | null;
                instagram: string | null;
                youtube: string | null;
                linkedin: string | null;
            };
            subdomainCount: number;
            redirectsTo: string | null;
            certificate: {
                issuer: string;
                validTo: string;
            } | null;
            maxSeverity: number | null;
            fetch: {
                status: number | null;
                outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                checkedAt: string;
                archive: {
                    unknown: string[];
                    name: string;
                } | null;
            };
            synthetic: boolean;
        };
        headers: Headers;
    }>;
    bulkDomainLookup: (args: {
        body: {
            domains: string[];
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            results: {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            }[];
            notFound: string[];
            invalid: string[];
        };
        headers: Headers;
    }>;
    subdomainLookup: (args: {
        params: {
            domain: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
        query?: {
            limit?: number | undefined;
            cursor?: string | undefined;
        } | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            domain: string;
            nextCursor: string | null;
            total: number;
            subdomains: string[];
        };
        headers: Headers;
    }>;
    startScan: (args: {
        body: {
            domain: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 403;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 202;
        body: {
            domain: string;
            status: "failed" | "scheduled" | "running" | "completed";
            id: string;
            createdAt: string;
            error: string | null;
            finishedAt: string | null;
            result: {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            } | null;
        };
        headers: Headers;
    }>;
    scanStatus: (args: {
        params: {
            scanId: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            domain: string;
            status: "failed" | "scheduled" | "running" | "completed";
            id: string;
            createdAt: string;
            error: string | null;
            finishedAt: string | null;
            result: {
                domain: string;
                tld: string;
                country: {
                    code: string;
                    name: string;
                } | null;
                language: {
                    code: string;
                    name: string;
                } | null;
                description: string | null;
                updatedAt: string;
                rank: number | null;
                technologies: {
                    version: string | null;
                    cves: string[];
                    name: string;
                    slug: string;
                    categories: {
                        name: string;
                        slug: string;
                    }[];
                    confidence: number;
                    mode: "static" | "rendered";
                    firstSeen: string;
                    lastSeen: string;
                    lastChecked: string;
                    evidence: {
                        match: string;
                        kind: string;
                        pattern: string;
                        version?: string | undefined;
                        key?: string | undefined;
                    }[] | null;
                }[];
                headers: {
                    value: string;
                    name: string;
                }[];
                rankSource: {
                    date: string;
                    list: string;
                    current: boolean;
                } | null;
                title: string | null;
                keywords: string[];
                ip: string | null;
                asn: {
                    number: number;
                    name: string | null;
                } | null;
                tags: {
                    id: string;
                    kind: string;
                }[];
                advertisers: string[];
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                subdomainCount: number;
                redirectsTo: string | null;
                certificate: {
                    issuer: string;
                    validTo: string;
                } | null;
                maxSeverity: number | null;
                fetch: {
                    status: number | null;
                    outcome: "ok" | "redirected" | "blocked" | "httpError" | "timeout" | "dnsFailure" | "tlsError" | "connectionRefused" | "networkError" | "tooManyRedirects" | "robotsDisallowed" | "refused" | "overBudget";
                    checkedAt: string;
                    archive: {
                        unknown: string[];
                        name: string;
                    } | null;
                };
                synthetic: boolean;
            } | null;
        };
        headers: Headers;
    }>;
    countWebsites: (args: {
        body: {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            count: number;
            maxDomainsInReport: number;
        };
        headers: Headers;
    }>;
    listWebsites: (args: {
        body: {
            filters: ({
                technology: string;
                module: "technology";
                version?: string | undefined;
                exclude?: boolean | undefined;
            } | {
                module: "category";
                category: string;
                exclude?: boolean | undefined;
            } | {
                module: "header";
                header: string;
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "tld";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "country";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "region";
                exclude?: boolean | undefined;
            } | {
                values: string[];
                module: "language";
                exclude?: boolean | undefined;
            } | {
                technology: string;
                module: "change";
                action: "added" | "dropped" | "versionchanged";
                exclude?: boolean | undefined;
                since?: string | undefined;
            } | {
                module: "vulnerability";
                exclude?: boolean | undefined;
                cves?: string[] | undefined;
                minSeverity?: number | undefined;
            })[];
            limit?: number | undefined;
            cursor?: string | undefined;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            nextCursor: string | null;
            websites: {
                domain: string;
                tld: string;
                country: string | null;
                language: string | null;
                rank: number | null;
                lastChecked: string;
                title: string | null;
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                synthetic: boolean;
                technologyCount: number;
            }[];
        };
        headers: Headers;
    }>;
    technologyLookup: (args: {
        params: {
            technology: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            description: string | null;
            name: string;
            slug: string;
            categories: {
                name: string;
                slug: string;
            }[];
            website: string | null;
            icon: string | null;
            cpe: string | null;
            oss: boolean;
            saas: boolean;
            pricing: string[];
            websiteCount: number;
            versions: {
                key: string;
                count: number;
            }[];
            countries: {
                key: string;
                count: number;
            }[];
            knownCves: number;
        };
        headers: Headers;
    }>;
    technologyWebsites: (args: {
        params: {
            technology: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
        query?: {
            version?: string | undefined;
            limit?: number | undefined;
            cursor?: string | undefined;
        } | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            nextCursor: string | null;
            websites: {
                domain: string;
                tld: string;
                country: string | null;
                language: string | null;
                rank: number | null;
                lastChecked: string;
                title: string | null;
                contacts: {
                    emails: string[];
                    phones: string[];
                    address: string | null;
                };
                social: {
                    facebook: string | null;
                    twitter: string | null;
                    instagram: string | null;
                    youtube: string | null;
                    linkedin: string | null;
                };
                synthetic: boolean;
                technologyCount: number;
            }[];
        };
        headers: Headers;
    }>;
    cveLookup: (args: {
        params: {
            cveId: string;
        };
        cache?: RequestCache | undefined;
        fetchOptions?: _ts_rest_core.FetchOptions | undefined;
        extraHeaders?: Record<string, string | undefined> | undefined;
        overrideClientOptions?: Partial<_ts_rest_core.OverrideableClientArgs> | undefined;
    }) => Promise<{
        status: 400;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 401;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 402;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 404;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 429;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 500;
        body: {
            code: "validation_failed" | "malformed_json" | "invalid_cursor" | "bad_request" | "missing_api_key" | "invalid_api_key" | "insufficient_credits" | "scan_not_permitted" | "plan_limit_reached" | "not_found" | "method_not_allowed" | "body_too_large" | "unsupported_encoding" | "rate_limited" | "internal" | "unavailable";
            err: string;
            details?: {
                path: string;
                message: string;
            }[] | undefined;
            balance?: number | undefined;
            cost?: number | undefined;
            retryAfterSeconds?: number | undefined;
        };
        headers: Headers;
    } | {
        status: 200;
        body: {
            description: string | null;
            id: string;
            technologies: {
                name: string;
                slug: string;
                ranges: {
                    from: string | null;
                    to: string | null;
                    toInclusive: boolean;
                }[];
            }[];
            title: string;
            websiteCount: number;
            published: string | null;
            updated: string | null;
            severity: number | null;
            cwe: {
                id: number;
                name: string | null;
            } | null;
            references: string[];
        };
        headers: Headers;
    }>;
};
/**
 * The TechCensus API client. Every method is one route of the public API (`/api/v1`) unless
 * it says otherwise; failures throw TechCensusError. Works wherever a global fetch exists:
 * Node 20+, browsers, Deno, workers.
 */
declare class TechCensusClient {
    readonly options: ClientOptions;
    /** The generated ts-rest client of `/api/v1`: every answer as `{ status, body, headers }`. */
    readonly raw: ReturnType<typeof makeApi>;
    private readonly system;
    constructor(options: ClientOptions);
    /** The service's health (no key needed); resolves for "ok" and "degraded". */
    health(): Promise<Health>;
    /** Credits left and the grants they come from, soonest-expiring first. Free. */
    credits(): Promise<CreditBalance>;
    /** One page of the credits spent, newest first. Free. */
    creditHistoryPage(query?: {
        limit?: number;
        cursor?: string;
    }): Promise<CreditHistory>;
    /** Every credits-history entry, newest first, fetched a page at a time. Free. */
    creditHistory(opts?: PagingOptions): Paged<CreditHistoryEntry, CreditHistory>;
    /** The profile of a fixed test domain, free: checks the key and shows the answer's shape. */
    testLookup(): Promise<DomainProfile>;
    /** The website profile of one domain. 1 credit; 404 (not charged) when it is not indexed. */
    domainLookup(domain: string): Promise<DomainProfile>;
    /** Same as `domainLookup`. */
    lookup(domain: string): Promise<DomainProfile>;
    /** Up to 100 domains in one call; 1 credit per domain found. */
    bulkLookup(domains: string[]): Promise<BulkLookupResult>;
    /** One page of a domain's subdomains; 1 credit per 10 subdomains returned. */
    subdomainPage(domain: string, query?: {
        limit?: number;
        cursor?: string;
    }): Promise<SubdomainPage>;
    /** A domain's subdomains, a page at a time; 1 credit per 10 subdomains returned. */
    subdomains(domain: string, opts?: PagingOptions): Paged<string, SubdomainPage>;
    /**
     * Starts a live scan and returns it (status "scheduled"); 2 credits, refunded if it fails.
     * Not retried after an answer that may mean the scan was started (see the README).
     */
    scan(domain: string): Promise<Scan>;
    /** The current state of a scan. Free. */
    scanStatus(scanId: string, signal?: AbortSignal): Promise<Scan>;
    /** Polls a scan until it is completed or failed, and returns that final state. */
    waitForScan(scanId: string, opts?: WaitForScanOptions): Promise<Scan>;
    /** `scan` then `waitForScan`: the finished scan, `result` holding the refreshed profile. */
    scanAndWait(domain: string, opts?: WaitForScanOptions): Promise<Scan>;
    /** How many indexed sites match the filters (the report estimate). Free. */
    countWebsites(filters?: ReportFilter[]): Promise<WebsiteCount>;
    /** One page of the sites matching the filters, best-ranked first; 1 credit per site returned. */
    listWebsites(request?: {
        filters?: ReportFilter[];
        limit?: number;
        cursor?: string;
    }): Promise<WebsitePage>;
    /** Every site matching the filters, a page at a time; 1 credit per site. Set `limit`. */
    websites(filters?: ReportFilter[], opts?: PagingOptions): Paged<WebsiteRow, WebsitePage>;
    /** A technology's catalogue entry and usage (sites, versions, countries, CVEs). Free. */
    technology(slug: string): Promise<TechnologyLookup>;
    /** One page of the sites using a technology (optionally one version); 1 credit per site. */
    technologyWebsitesPage(slug: string, query?: {
        version?: string;
        limit?: number;
        cursor?: string;
    }): Promise<WebsitePage>;
    /** Every site using a technology, a page at a time; 1 credit per site. Set `limit`. */
    technologyWebsites(slug: string, opts?: PagingOptions & {
        version?: string;
    }): Paged<WebsiteRow, WebsitePage>;
    /**
     * Creates an alert: a saved filter whose matching sites, and your monitored websites' changes,
     * are sent to a signed webhook and/or e-mail. The answer's `secret` is shown only this once:
     * store it to verify deliveries (`verifyWebhookSignature`). Free; the plan limits how many.
     */
    createAlert(alert: NewAlert): Promise<AlertWithSecret>;
    /** Your alerts, and your plan's limits with today's event count. Free. */
    listAlerts(): Promise<AlertList>;
    /** One alert (404 for an id that is not yours). Free. */
    getAlert(id: string): Promise<Alert>;
    /** Changes the fields given; `{ status: 'active' }` resumes a paused alert. Free. */
    updateAlert(id: string, changes: AlertChanges): Promise<Alert>;
    /** Deletes an alert; deliveries not yet made are dropped. Free. */
    deleteAlert(id: string): Promise<void>;
    /** Sends a signed `alert.test` event now and answers how the endpoint took it. Free. */
    testAlert(id: string): Promise<AlertTestResult>;
    /** A new signing secret, shown only this once; the old one keeps signing too for a day. Free. */
    rotateAlertSecret(id: string): Promise<AlertWithSecret>;
    /** One page of an alert's delivery attempts, newest first. Free. */
    alertDeliveriesPage(id: string, query?: {
        limit?: number;
        cursor?: string;
    }): Promise<AlertDeliveryPage>;
    /** Every delivery attempt of an alert, newest first, fetched a page at a time. Free. */
    alertDeliveries(id: string, opts?: PagingOptions): Paged<AlertDelivery, AlertDeliveryPage>;
    /** A CVE: description, severity, CWE, affected technologies and versions, sites carrying it. Free. */
    cve(id: string): Promise<CveLookup>;
}
/** A client for one service and key. */
declare function createClient(opts: ClientOptions): TechCensusClient;

type ApiRouteName = keyof typeof apiV1Contract;
/** The credit cost of a public API route, as the contract declares it. */
declare function creditCost(route: ApiRouteName): CreditCost;
/** The cost in words, e.g. "1 credit per call" or "1 credit per 10 subdomains returned". */
declare function creditCostText(route: ApiRouteName): string;

/** One field the API refused, e.g. `{ path: "filters.0.technology", message: "Required" }`. */
interface ErrorDetail {
    path: string;
    message: string;
}
interface ErrorExtras {
    /** Credits left (402 only). */
    balance?: number;
    /** Credits the call would have cost (402 only). */
    cost?: number;
    /** Validation failures, one per field (400 only). */
    details?: ErrorDetail[];
}
/**
 * Every failure the API answers with, typed: HTTP status, the stable `code` of the error body
 * (`insufficient_credits`, `invalid_api_key`, …; `http_<status>` when the answer had none) and
 * the server's message, plus what the body adds for its kind of error.
 */
declare class TechCensusError extends Error {
    readonly status: number;
    readonly code: string;
    /** When to try again (429, sometimes 503), from the body or the Retry-After header. */
    readonly retryAfterSeconds?: number | undefined;
    readonly balance?: number;
    readonly cost?: number;
    readonly details?: ErrorDetail[];
    constructor(status: number, code: string, message: string, 
    /** When to try again (429, sometimes 503), from the body or the Retry-After header. */
    retryAfterSeconds?: number | undefined, extras?: ErrorExtras);
}
/** A scan still unfinished when `waitForScan`'s time ran out; `scan` is its last known state. */
declare class ScanTimeoutError extends Error {
    readonly scanId: string;
    readonly timeoutMs: number;
    readonly scan: Scan$1;
    constructor(scanId: string, timeoutMs: number, scan: Scan$1);
}

/** One thing wrong with a filter list: where (`2.values.0`, 0-based) and what. */
interface FilterIssue {
    path: string;
    message: string;
}
type FilterCheck = {
    ok: true;
    filters: ReportFilter[];
} | {
    ok: false;
    issues: FilterIssue[];
};
/**
 * Checks a filter list (read from a file, say) against the API's filter language before it is
 * sent: the same schema the API parses with, which refuses fields a filter does not have (a
 * misspelt `"verison"` would otherwise read as a filter on every version). The filters come back
 * as given.
 */
declare function checkReportFilters(value: unknown): FilterCheck;

type schemas_AlertWithSecret = AlertWithSecret;
type schemas_CreateAlertBody = CreateAlertBody;
declare const schemas_MAX_REPORT_FILTERS: typeof MAX_REPORT_FILTERS;
declare namespace schemas {
  export { AlertList$1 as AlertList, type schemas_AlertWithSecret as AlertWithSecret, type schemas_CreateAlertBody as CreateAlertBody, CreditBalance$1 as CreditBalance, DomainProfile$1 as DomainProfile, schemas_MAX_REPORT_FILTERS as MAX_REPORT_FILTERS, ReportFilter$1 as ReportFilter, Scan$1 as Scan, TechnologyLookup$1 as TechnologyLookup, WebsiteCount$1 as WebsiteCount, WebsitePage$1 as WebsitePage };
}

interface VerifyWebhookOptions {
    /** The request body exactly as received, before any JSON parsing (a re-serialised body fails). */
    payload: string | Uint8Array;
    /** The `TechCensus-Signature` header: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
    header: string | null | undefined;
    /** The alert's secret; during a rotation pass the new and the old one. */
    secrets: string | readonly string[];
    /** How old a signature may be (default ALERT_SIGNATURE_TOLERANCE_SECONDS, 5 minutes). */
    toleranceSeconds?: number;
    /** The clock, for tests: a Date or unix seconds. */
    now?: Date | number;
}
/** Why a delivery was refused; `reason` is stable for code, the message is for people. */
declare class WebhookSignatureError extends Error {
    readonly reason: 'malformed_header' | 'timestamp_too_old' | 'no_matching_signature' | 'malformed_body';
    constructor(reason: 'malformed_header' | 'timestamp_too_old' | 'no_matching_signature' | 'malformed_body', message: string);
}
/**
 * Checks a delivery's signature the way the service makes it (HMAC-SHA256 of "<t>.<raw body>"
 * with the alert's secret) and answers the event it carries; throws WebhookSignatureError when
 * the header is malformed, the timestamp is older than the tolerance (a replayed delivery), or no
 * v1 value matches any of the secrets. The comparison is WebCrypto's `verify`, constant-time, so
 * it runs on Node 20+, Deno, workers and browsers alike.
 */
declare function verifyWebhookSignature(opts: VerifyWebhookOptions): Promise<AlertEvent>;

export { ALERT_EVENT_TYPES, ALERT_SIGNATURE_HEADER, ALERT_SIGNATURE_TOLERANCE_SECONDS, ALERT_SUBSCRIBABLE_EVENTS, API_KEY_HEADER, Alert, type AlertChanges, AlertDelivery, type AlertDeliveryPage, AlertEvent, type AlertEventOf, type AlertEventType, type AlertList, type AlertTestResult, AlertWithSecret, type ApiErrorCode, type ApiRouteName, BULK_LOOKUP_MAX, type BulkLookupResult, type ClientOptions, type CreditBalance, type CreditCost, type CreditHistory, type CreditHistoryEntry, type CveLookup, DEFAULT_RETRY, type DomainProfile, type ErrorDetail, type FilterCheck, type FilterIssue, type Health, type NewAlert, Paged, type PagingOptions, type ReportFilter, type RetryEvent, type RetryOptions, type Scan, type ScanStatus, ScanTimeoutError, type SubdomainPage, TechCensusClient, TechCensusError, type TechnologyLookup, type VerifyWebhookOptions, type WaitForScanOptions, WebhookSignatureError, type WebsiteCount, type WebsitePage, type WebsiteRow, schemas as apiSchemas, checkReportFilters, createClient, creditCost, creditCostText, creditsFor, describeCost, isFinished, verifyWebhookSignature };
