import { describe, expect, it } from 'vitest';
import { SCAN_MESSAGES, scanResultsPath, shownCveIds, singleCveVerdict } from './scans.ts';

describe('scan rules shared by the server and the website', () => {
  it('shows six CVE ids per row, then "..."', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `CVE-2020-${1000 + i}`);
    expect(shownCveIds(ids(6))).toEqual(ids(6));
    expect(shownCveIds(ids(7))).toEqual([...ids(6), '...']);
    expect(shownCveIds([])).toEqual([]);
  });

  it('names the single-CVE verdict', () => {
    expect(singleCveVerdict({ vulnerable: true, canDetectVulnerability: true })).toBe(
      SCAN_MESSAGES.vulnerable,
    );
    expect(singleCveVerdict({ vulnerable: false, canDetectVulnerability: true })).toBe('Not Vulnerable');
    expect(singleCveVerdict({ vulnerable: false, canDetectVulnerability: false })).toBe(
      'Detection Inconclusive',
    );
  });

  it('sends a started scan to its results page', () => {
    expect(scanResultsPath('technology', 'a b')).toBe('/technology-scan/results?scanid=a%20b');
    expect(scanResultsPath('security', 'x')).toBe('/cve-security-scan/results?scanid=x');
    expect(scanResultsPath('cve', 'x', 'CVE-2019-11358')).toBe(
      '/cve-security-scan/CVE-2019-11358/results?scanid=x',
    );
  });
});
