import { describe, expect, it } from 'vitest';
import { fallbackIconSvg, iconHue, iconInitials } from './icons.ts';

describe('generated technology icons', () => {
  it('takes the initials of the name without the extension', () => {
    expect(iconInitials('Google Analytics.svg')).toBe('GA');
    expect(iconInitials('jQuery.svg')).toBe('JQ');
    expect(iconInitials('WordPress.svg')).toBe('WP');
    expect(iconInitials('category-web-servers.svg')).toBe('WS');
    expect(iconInitials('PHP.png')).toBe('PH');
  });
  it('is deterministic and escapes what it draws', () => {
    expect(iconHue('nginx.svg')).toBe(iconHue('nginx.svg'));
    expect(fallbackIconSvg('nginx.svg')).toBe(fallbackIconSvg('nginx.svg'));
    expect(fallbackIconSvg('<x>.svg')).not.toContain('<x>');
    expect(fallbackIconSvg('nginx.svg')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
