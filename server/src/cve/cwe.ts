// The MITRE CWE catalogue as shipped by the cwe-sdk package (raw/cwe-archive.json, the MITRE XML
// converted to JSON), loaded into the cwe table with the Top 25.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Db } from '../store/db.ts';
import { cweText } from './cwe-text.ts';
import { CWE_TOP25_2024, CWE_TOP25_YEAR } from './top25.ts';

export interface CweEntry {
  id: number;
  name: string;
  kind: 'weakness' | 'category' | 'view';
  abstraction: string | null;
  status: string | null;
  description: string | null;
  extendedDescription: string | null;
  updatedOn: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: raw JSON converted from the MITRE XML
type Json = any;

const asArray = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

function lastModified(history: Json): string | null {
  const dates = [
    ...asArray(history?.Submission).map((s: Json) => s.Submission_Date),
    ...asArray(history?.Modification).map((m: Json) => m.Modification_Date),
  ].filter((d): d is string => typeof d === 'string');
  return dates.sort().pop() ?? null;
}

export function readCweCatalogue(): { version: string; date: string | null; entries: CweEntry[] } {
  const require = createRequire(import.meta.url);
  const path = require.resolve('cwe-sdk/raw/cwe-archive.json');
  const catalog = JSON.parse(readFileSync(path, 'utf8')).Weakness_Catalog;
  const entries: CweEntry[] = [];
  const add = (list: Json[], kind: CweEntry['kind'], description: (x: Json) => Json) => {
    for (const x of list) {
      entries.push({
        id: Number(x.attr['@_ID']),
        name: String(x.attr['@_Name']),
        kind,
        abstraction: x.attr['@_Abstraction'] ?? null,
        status: x.attr['@_Status'] ?? null,
        description: cweText(description(x)),
        extendedDescription: kind === 'weakness' ? cweText(x.Extended_Description) : null,
        updatedOn: lastModified(x.Content_History),
      });
    }
  };
  add(asArray(catalog.Weaknesses?.Weakness), 'weakness', (x) => x.Description);
  add(asArray(catalog.Categories?.Category), 'category', (x) => x.Summary);
  add(asArray(catalog.Views?.View), 'view', (x) => x.Objective);
  return { version: String(catalog.attr['@_Version']), date: catalog.attr['@_Date'] ?? null, entries };
}

/** Replaces the cwe and cwe_top25 tables in one transaction; returns how many entries were loaded. */
export async function importCwe(db: Db): Promise<{ version: string; entries: number; top25: number }> {
  const { version, entries } = readCweCatalogue();
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM cwe');
    // one statement per 500 rows keeps a full load fast on both engines
    for (let k = 0; k < entries.length; k += 500) {
      const chunk = entries.slice(k, k + 500);
      const params: unknown[] = [];
      const rows = chunk.map((e, n) => {
        params.push(
          e.id,
          e.name,
          e.kind,
          e.abstraction,
          e.status,
          e.description,
          e.extendedDescription,
          e.updatedOn,
          version,
        );
        const b = n * 9;
        return `($${b + 1},$${b + 2},$${b + 3},$${b + 4},$${b + 5},$${b + 6},$${b + 7},$${b + 8},$${b + 9})`;
      });
      await tx.query(
        `INSERT INTO cwe (id, name, kind, abstraction, status, description, extended_description, updated_on, catalogue_version)
         VALUES ${rows.join(',')}`,
        params,
      );
    }
    await tx.query('DELETE FROM cwe_top25 WHERE year = $1', [CWE_TOP25_YEAR]);
    for (const [n, id] of CWE_TOP25_2024.entries()) {
      await tx.query('INSERT INTO cwe_top25 (year, rank, cwe_id) VALUES ($1, $2, $3)', [
        CWE_TOP25_YEAR,
        n + 1,
        id,
      ]);
    }
  });
  return { version, entries: entries.length, top25: CWE_TOP25_2024.length };
}
