import { describe, expect, it } from 'vitest';
import { iconUrl, vulnerabilitiesHeading } from './texts.ts';

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
