import { describe, expect, it } from 'vitest';
import { monitoringLimitMessage, verifiedDomainsNotice } from './monitoring.ts';

describe('monitoring texts', () => {
  it('lists one verified domain, a few by name, and counts six or more', () => {
    expect(verifiedDomainsNotice([])).toBeNull();
    expect(verifiedDomainsNotice(['a.com'])).toBe('You have verified ownership of a.com.');
    expect(verifiedDomainsNotice(['a.com', 'b.com'])).toBe(
      'You have verified ownership of these domains: a.com, b.com.',
    );
    const five = ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'];
    expect(verifiedDomainsNotice(five)).toContain('e.com');
    expect(verifiedDomainsNotice([...five, 'f.com'])).toBe('You have verified ownership of 6 domains.');
  });

  it('says the limit in the spec words', () => {
    expect(monitoringLimitMessage(3, 10)).toBe(
      'You have used 3 out of the 10 websites allowed by your subscription.',
    );
    expect(monitoringLimitMessage(1, 1)).toBe(
      'You have used 1 out of the 1 website allowed by your subscription.',
    );
  });
});
