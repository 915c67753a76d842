import type { DomQuery } from '../../detect/queries.ts';
import type { DomAnswer } from '../../detect/types.ts';

/** What a rendered page answers that a static fetch cannot: js globals, DOM answers, XHR hosts. */
export interface RenderedSignals {
  js: Record<string, string | number | boolean>;
  dom: Record<string, DomAnswer[]>;
  xhr: string[];
  /** requests the page made */
  requests?: number;
  /** URLs the SSRF guard refused (aborted, never sent); the first few */
  refused?: string[];
}

export interface RenderRequest {
  /** The page to render: the final URL of the static visit. */
  url: string;
  /** JavaScript global chains to read (`jQuery.fn.jquery`, …). */
  jsChains: string[];
  /** Selectors to query, with the text, attributes and properties the fingerprints look at. */
  domQueries: DomQuery[];
}

/** A headless browser that renders pages for deep scans. */
export interface Renderer {
  render(request: RenderRequest): Promise<RenderedSignals>;
  close(): Promise<void>;
}

export const DEEP_SCAN_UNAVAILABLE_MESSAGE =
  'Deep scan is not available: this server has no headless browser installed.';

/** A deep scan was asked for on a host without a browser: said plainly, never faked. */
export class DeepScanUnavailableError extends Error {
  constructor() {
    super(DEEP_SCAN_UNAVAILABLE_MESSAGE);
    this.name = 'DeepScanUnavailableError';
  }
}

export const SUPPRESSED_DOMAIN_MESSAGE = 'Scanning of this website is not permitted.';

/** The domain's owner asked for its removal: it is never visited again. */
export class SuppressedDomainError extends Error {
  constructor(readonly domain: string) {
    super(SUPPRESSED_DOMAIN_MESSAGE);
    this.name = 'SuppressedDomainError';
  }
}
