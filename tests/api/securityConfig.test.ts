import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('security settings from the environment', () => {
  it('trusts no proxy and limits 300 requests a minute and 20 sensitive calls an hour by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit).toEqual({ perMinute: 300, sensitivePerHour: 20 });
  });

  it('reads TRUST_PROXY as a comma-separated list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
  });

  it('reads the limits, refusing values that are no whole number of at least 1', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_SENSITIVE_PER_HOUR: '5' }).rateLimit).toEqual({
      perMinute: 60,
      sensitivePerHour: 5,
    });
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '10k' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_SENSITIVE_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_SENSITIVE_PER_HOUR/);
  });
});
