/** An error answered as `{detail}` (or `{error}` for 402) with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, fields?: Record<string, string[]>) => new ApiError(400, detail, fields);
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new ApiError(403, detail);
export const paymentRequired = (detail: string) => new ApiError(402, detail);

/**
 * How each out-of-credits message ends (search, download, report). The 402 answer replaces it with the advice for the
 * caller's plan in force (the free trial while it is open, a plan, or when the plan's credits renew), through the
 * `paymentAdvice` the billing plugin provides.
 */
export const OUT_OF_CREDITS_ADVICE = 'Upgrade your plan or wait for your credits to renew.';
