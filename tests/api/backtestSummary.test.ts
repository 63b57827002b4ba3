import { describe, expect, it } from 'vitest';
import { backtestReportRange } from '../../server/reports/analysis/rangeBacktest.ts';
import { backtestSummary } from '../../scripts/backtestSummary.ts';

describe('npm run backtest: what it prints', () => {
  it('says there is nothing to test on a database without closed sales, never NaN%', () => {
    const lines = backtestSummary({ heldOut: 0, valued: 0, mdape: NaN, within10pct: NaN }, backtestReportRange([]));
    expect(lines.join('\n')).not.toContain('NaN');
    expect(lines.filter((line) => line.includes('Nothing to test'))).toHaveLength(2);
  });

  it('prints the percentages when sales were valued', () => {
    const report = {
      heldOut: 40,
      valued: 38,
      mdape: 6.2,
      within10pct: 71.1,
      insideStatedRange: 80.5,
      byLevel: { High: { valued: 20, inside: 85 }, Medium: { valued: 18, inside: 77.8 }, Low: { valued: 0, inside: NaN } },
      calibrated: { High: [-0.08, 0.09] as [number, number], Medium: null, Low: null },
      outOfSampleInside: 79.2,
    };
    const lines = backtestSummary({ heldOut: 50, valued: 48, mdape: 5.4, within10pct: 77.1 }, report);
    expect(lines).toContain('  Median absolute percentage error (MdAPE): 5.4%');
    expect(lines).toContain('  MdAPE: 6.2%, within 10%: 71.1%');
    expect(lines).toContain('    Low confidence: no sale valued at this level');
    expect(lines).toContain('  Other half inside ranges built from them (out of sample): 79.2%');
    expect(lines.join('\n')).not.toContain('NaN');
  });
});
