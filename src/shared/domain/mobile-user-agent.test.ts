import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './mobile-user-agent.ts';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
    'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 Pre/1.0',
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9800; en) AppleWebKit/534.1+',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25',
    'some custom ANDROID shell',
  ])('mobile: %s', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/125.0 Safari/537.36 Edg/125.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
    '',
  ])('desktop: %s', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });

  it('treats a missing user agent as desktop', () => {
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});
