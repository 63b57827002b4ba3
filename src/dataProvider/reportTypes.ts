import type { Static } from 'typebox';
import type { Comp as CompSchema, Figure as FigureSchema, FullReport } from '../../server/reports/schemas.ts';

/** The full property report as the API answers it, from its schema (server/reports/schemas.ts). */
export type Report = Static<typeof FullReport>;
/** A figure with how it was computed (server/listings/metrics/figure.ts). */
export type Figure = Static<typeof FigureSchema>;
export type Comp = Static<typeof CompSchema>;
export type Adjustment = Comp['adjustments'][number];
export type Assumptions = Report['assumptions'];
