import { describe, expect, it } from 'vitest';
import { compPoints } from '../../../../src/custom/reports/CompsMap.tsx';
import type { Report } from '../../../../src/dataProvider/reportTypes.ts';
import { reportAnswer } from './reportFixture.ts';

describe("the report's comps on the shared map", () => {
  it('places the subject and each comp, coloured by role (left-out comps grey)', () => {
    const report = reportAnswer() as unknown as Report;
    const points = compPoints(report, new Set(['12']));
    expect(points[0]).toEqual({
      id: '5',
      latitude: 30,
      longitude: -97,
      potential: null,
      label: '12 Oak St, Austin, TX 78701 (this property)',
      color: '#d32f2f',
    });
    expect(points.slice(1).map((p) => [p.id, p.color])).toEqual(
      report.comps.map((c) => [c.property_id, c.property_id === '12' ? '#9e9e9e' : '#1976d2']),
    );
    const first = report.comps[0]!;
    expect(points[1]!.label).toBe(`Comp 1: ${first.address}, sold $${first.price.toLocaleString('en-US')}`);
    // 0.2 miles north of the subject: 30 + 0.2 / 69.0934 degrees.
    expect(points.find((p) => p.id === '11')!.latitude).toBeCloseTo(30.0029, 4);
  });
});
