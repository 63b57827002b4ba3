import { describe, expect, it } from 'vitest';
import { moneyOrDash, moneyText, valueGapText } from '../../../server/lib/money.ts';

describe('the one dollar format of server-written text', () => {
  it('writes whole dollars with separators and the sign before the dollar sign', () => {
    expect(moneyText(1250.4)).toBe('$1,250');
    expect(moneyText(-64_400)).toBe('-$64,400');
    expect(moneyText(0)).toBe('$0');
    expect(moneyText(2_500_000)).toBe('$2,500,000');
  });

  it('says — for an unknown amount', () => {
    expect(moneyOrDash(null)).toBe('—');
    expect(moneyOrDash(undefined)).toBe('—');
    expect(moneyOrDash(120_000)).toBe('$120,000');
  });

  it('writes a value gap with its sign and percent', () => {
    expect(valueGapText(42_000, 18.5)).toBe('+$42,000 (18.5%)');
    expect(valueGapText(-3_000, null)).toBe('-$3,000');
    expect(valueGapText(0, 0)).toBe('$0 (0%)');
    expect(valueGapText(null, 12)).toBe('—');
  });
});
