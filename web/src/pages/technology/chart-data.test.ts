import { describe, expect, it } from 'vitest';
import {
  iconUrl,
  pieSlices,
  versionBars,
  versionOutlineWidth,
  vulnerabilitiesHeading,
} from './chart-data.ts';

const techs = (shares: number[]) => shares.map((share, i) => ({ name: `T${i}`, url: `t${i}`, share }));

describe('market share pie', () => {
  it('keeps every slice with 25 technologies or fewer', () => {
    const s = pieSlices(techs([50, ...Array(24).fill(0.2)]));
    expect(s).toHaveLength(25);
    expect(s.some((x) => x.other)).toBe(false);
  });
  it('groups slices under 1 % as Other above 25 technologies', () => {
    const s = pieSlices(techs([40, 30, 1, ...Array(30).fill(0.5)]));
    expect(s.map((x) => x.name)).toEqual(['T0', 'T1', 'T2', 'Other']);
    expect(s.at(-1)?.share).toBe(15);
  });
  it('lowers the cut to 0.5 % when the own technology is between 0.5 and 1 %', () => {
    const s = pieSlices(techs([40, 30, 0.7, ...Array(30).fill(0.3)]), 't2');
    expect(s.map((x) => x.name)).toEqual(['T0', 'T1', 'T2', 'Other']);
  });
});

describe('version chart', () => {
  it('outline width 4, 2 over 60 versions, 1 over 200', () => {
    expect(versionOutlineWidth(60)).toBe(4);
    expect(versionOutlineWidth(61)).toBe(2);
    expect(versionOutlineWidth(200)).toBe(2);
    expect(versionOutlineWidth(201)).toBe(1);
  });
  it('colours vulnerable red, highlighted green, others blue and hides tiny versions unless highlighted', () => {
    const bars = versionBars([
      { Version: '3', DomainCount: 100, Vulnerable: false },
      { Version: '2', DomainCount: 100, Vulnerable: true },
      { Version: '1', DomainCount: 1, Vulnerable: true },
      { Version: '0.9', DomainCount: 1, Vulnerable: false, Highlight: true },
    ]);
    expect(bars.map((b) => [b.version, b.colour])).toEqual([
      ['3', '#1e66c5'],
      ['2', '#d32f2f'],
      ['0.9', '#2e7d32'],
    ]);
  });
});

describe('texts and icons', () => {
  it('says when the vulnerabilities are cut to 10', () => {
    expect(vulnerabilitiesHeading('jQuery', 14, 10)).toBe('Top 10 of 14 jQuery security issues');
    expect(vulnerabilitiesHeading('jQuery', 3, 3)).toBe('jQuery known security issues');
  });
  it('serves icons from /s/ti and google: icons from a favicon service', () => {
    expect(iconUrl('WordPress.svg')).toBe('/s/ti/WordPress.svg');
    expect(iconUrl('google:example.com')).toBe('https://www.google.com/s2/favicons?domain=example.com&sz=32');
  });
});
