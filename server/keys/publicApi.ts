/**
 * A route of the public developer API, declared in its route config (`config: { apiKey: publicApi(…) }`): it accepts
 * X-API-Key (or an embed session's X-Embed-Token) in place of a token, and GET /endpoints/ documents it under `id`.
 */
export interface PublicApiRoute {
  /** Stable id of the endpoint in the documentation, e.g. "search-properties". */
  id: string;
  /** What a call costs, in words: "1 credit per new filter set". */
  credits: string;
}

export const publicApi = (id: string, credits: string): PublicApiRoute => ({ id, credits });
