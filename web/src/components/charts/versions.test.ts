import { describe, expect, it } from 'vitest';
import { VERSION_COLOURS, versionBars, versionOutlineWidth } from './versions.ts';

describe('version chart', () => {
  it('outline width 4, 2 over 60 versions, 1 over 200', () => {
    expect(versionOutlineWidth(60)).toBe(4);
    expect(versionOutlineWidth(61)).toBe(2);
    expect(versionOutlineWidth(200)).toBe(2);
    expect(versionOutlineWidth(201)).toBe(1);
    const many = Array.from({ length: 61 }, (_, i) => ({
      Version: `${i}`,
      DomainCount: 10,
      Vulnerable: false,
    }));
    expect(versionBars(many).every((b) => b.outline === 2)).toBe(true);
  });
  it('colours vulnerable red, highlighted green, others blue and hides tiny versions unless highlighted', () => {
    const bars = versionBars([
      { Version: '3', DomainCount: 100, Vulnerable: false },
      { Version: '2', DomainCount: 100, Vulnerable: true },
      { Version: '1', DomainCount: 1, Vulnerable: true },
      { Version: '0.9', DomainCount: 1, Vulnerable: false, Highlight: true },
      { Version: '0.8', DomainCount: 50, Vulnerable: true, Highlight: true },
    ]);
    expect(bars.map((b) => [b.version, b.colour])).toEqual([
      ['3', VERSION_COLOURS.normal],
      ['2', VERSION_COLOURS.vulnerable],
      ['0.9', VERSION_COLOURS.highlighted],
      ['0.8', VERSION_COLOURS.highlighted],
    ]);
    expect(VERSION_COLOURS).toEqual({ vulnerable: '#b91c1c', highlighted: '#15803d', normal: '#2563eb' });
  });
  it('keeps a version exactly at a tenth of the average out', () => {
    // Average 10: a version with 1 site is at a tenth, not above it.
    const bars = versionBars([
      { Version: 'a', DomainCount: 19, Vulnerable: false },
      { Version: 'b', DomainCount: 1, Vulnerable: false },
    ]);
    expect(bars.map((b) => b.version)).toEqual(['a']);
  });
});
