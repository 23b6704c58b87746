import { describe, expect, it } from 'vitest';
import { securityHeaders, securityPolicy } from '../../src/http/security-headers.ts';

describe('security headers (computed once from helmet)', () => {
  it('over plain HTTP: strict CSP, no framing, no HSTS and no upgrade-insecure-requests', () => {
    const h = securityHeaders(securityPolicy(false));
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(h['strict-transport-security']).toBeUndefined();
    expect(h).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('over HTTPS: HSTS and upgrade-insecure-requests', () => {
    const h = securityHeaders(securityPolicy(true));
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
