import { CREDITS_PER_SEARCH } from '../listings/search/searchCharge.ts';
import { REPORT_CREDIT_COST } from '../reports/reportService.ts';

/**
 * What the website widget (an embed token) does with an endpoint, and the most one call of it may spend:
 * - 'search': it searches; the listings of the answer's `results` are the ones whose report the visitor may then open;
 * - 'count': it counts matches (free);
 * - 'report': it opens the report of a listing the session showed (or the one its report widget names).
 */
export interface WidgetUse {
  kind: 'search' | 'count' | 'report';
  maxCredits: number;
}

/** The widget's own calls. Every other endpoint refuses an embed token (403): it never reads the owner's private data. */
const WIDGET_CALLS: Record<string, WidgetUse> = {
  'search-properties': { kind: 'search', maxCredits: CREDITS_PER_SEARCH },
  'auction-list': { kind: 'search', maxCredits: CREDITS_PER_SEARCH },
  'count-properties': { kind: 'count', maxCredits: 0 },
  'count-auction': { kind: 'count', maxCredits: 0 },
  'generate-report': { kind: 'report', maxCredits: REPORT_CREDIT_COST },
};

/**
 * A route of the public developer API, declared in its route config (`config: { apiKey: publicApi(…) }`): it accepts
 * X-API-Key in place of a token, an embed session's X-Embed-Token when it is one of the widget's calls, and
 * GET /endpoints/ documents it under `id`.
 */
export interface PublicApiRoute {
  /** Stable id of the endpoint in the documentation, e.g. "search-properties". */
  id: string;
  /** What a call costs, in words: "1 credit per new filter set". */
  credits: string;
  /** Set when the website widget may call it with an embed token. */
  widget?: WidgetUse;
}

export const publicApi = (id: string, credits: string): PublicApiRoute => ({ id, credits, widget: WIDGET_CALLS[id] });
