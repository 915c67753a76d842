// E-mail addresses, phone numbers and a postal address, from mailto:/tel: links, the visible
// text and schema.org data. Text matching is deliberately conservative: a wrong phone number on a
// profile is worse than a missing one.

import type { Contacts } from '../types.ts';
import type { HtmlFacts } from './html.ts';

const EMAIL = /[a-z0-9][a-z0-9._%+-]{0,63}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}/gi;
const NOT_A_TLD = /\.(png|jpe?g|gif|webp|svg|css|js|avif|ico)$/i;
const PLACEHOLDER =
  /^(you|your|name|user|username|email|e-mail|mail|test|someone|john\.?doe|jane\.?doe)@|@(example\.(com|org|net)|domain\.com|email\.com|yourdomain\.[a-z]+|sentry[a-z.-]*|wixpress\.com)$/i;
/^(you|your|name|user|username|email|e-mail|mail|test|someone|john\.?doe|jane\.?doe)@|@(example|domain|email|yourdomain|sentry|wixpress)\.|@sentry/i;

// International numbers (+ or 00 prefix), or numbers right after a phone label.
const PHONE_INTL = /(?<![\w+])(?:\+|00)[1-9][\d\s().\u2011-]{6,20}\d/g;
const PHONE_LABELLED =
  /(?:tel(?:ephone)?|phone|call(?: us)?|t\u00e9l(?:\u00e9phone)?|telefon(?:o)?|fon|mobile|hotline)\.?\s*[:-]?\s*((?:\+|\()?\d[\d\s().\u2011/-]{5,20}\d)/gi;
const PHONE_US = /(?<!\d)\(\d{3}\)\s?\d{3}[-.\s]\d{4}(?!\d)/g;

const MAX_EACH = 20;

export function extractContacts(facts: HtmlFacts): Contacts {
  const emails = new Map<string, string>();
  const phones = new Map<string, string>();

  const addEmail = (raw: string) => {
    const e = raw
      .trim()
      .toLowerCase()
      .replace(/^mailto:/, '')
      .split('?')[0];
    let decoded = e;
    try {
      decoded = decodeURIComponent(e);
    } catch {}
    for (const m of decoded.match(EMAIL) ?? []) {
      if (NOT_A_TLD.test(m) || PLACEHOLDER.test(m)) continue;
      if (emails.size < MAX_EACH) emails.set(m, m);
    }
  };
  const addPhone = (raw: string) => {
    const p = normalisePhone(raw);
    if (p && phones.size < MAX_EACH) phones.set(p.replace(/\D/g, ''), p);
  };

  for (const href of facts.contactHrefs) {
    if (/^mailto:/i.test(href)) addEmail(href);
    else addPhone(href.replace(/^(tel|callto):/i, ''));
  }
  const text = facts.text;
  // An address needs an @; without one, the expression would only try every position in vain.
  if (text.includes('@')) for (const m of text.match(EMAIL) ?? []) addEmail(m);
  for (const m of text.match(PHONE_INTL) ?? []) addPhone(m);
  for (const m of text.matchAll(PHONE_LABELLED)) addPhone(m[1]);
  for (const m of text.match(PHONE_US) ?? []) addPhone(m);
  for (const block of jsonLdNodes(facts.jsonLd)) {
    if (typeof block.email === 'string') addEmail(block.email);
    if (typeof block.telephone === 'string') addPhone(block.telephone);
  }

  return { emails: [...emails.values()], phones: [...phones.values()], address: findAddress(facts) };
}

/** Digits with a leading "+" when international; null when it cannot be a phone number. */
export function normalisePhone(raw: string): string | null {
  let s = raw.trim();
  try {
    s = decodeURIComponent(s);
  } catch {}
  const plus = /^\s*(\+|00)/.test(s);
  let digits = s.replace(/\D/g, '');
  if (plus && s.trim().startsWith('00')) digits = digits.slice(2);
  if (digits.length < 7 || digits.length > 15) return null;
  // Dates and years ("2019-2024", "01.02.2023") are not phone numbers.
  if (/^\d{4}\s*[-/.]\s*\d{4}$/.test(s.trim()) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(s.trim()))
    return null;
  if (/^(\d)\1+$/.test(digits)) return null;
  return plus ? `+${digits}` : digits;
}

interface JsonLdNode {
  [key: string]: unknown;
}

/** Every object inside the page's JSON-LD blocks (graphs and nested values flattened). */
export function jsonLdNodes(blocks: string[]): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || out.length > 500) return;
    if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v && typeof v === 'object') {
      out.push(v as JsonLdNode);
      for (const x of Object.values(v)) if (x && typeof x === 'object') walk(x, depth + 1);
    }
  };
  for (const b of blocks) {
    try {
      walk(JSON.parse(b), 0);
    } catch {
      // Broken JSON-LD is common; it just tells us nothing.
    }
  }
  return out;
}

function findAddress(facts: HtmlFacts): string | null {
  for (const node of jsonLdNodes(facts.jsonLd)) {
    const type = node['@type'];
    const isPostal = type === 'PostalAddress' || (Array.isArray(type) && type.includes('PostalAddress'));
    if (!isPostal) continue;
    const country = node.addressCountry;
    const parts = [
      node.streetAddress,
      node.postalCode && node.addressLocality
        ? `${node.postalCode} ${node.addressLocality}`
        : node.addressLocality,
      node.addressRegion,
      typeof country === 'object' && country ? (country as JsonLdNode).name : country,
    ].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    if (parts.length >= 2) return parts.map((p) => p.trim()).join(', ');
  }
  const block = facts.addressBlocks.find((b) => /\d/.test(b) && b.length <= 300);
  return block ?? null;
}
