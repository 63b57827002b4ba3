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

/** The advice an out-of-credits message gives when the caller's plan is not known (no signed-in user). */
export const OUT_OF_CREDITS_ADVICE = 'Upgrade your plan or wait for your credits to renew.';

/**
 * A 402 for want of credits (search, download, report): what was refused, in `lead`. The answer adds the advice for the
 * caller's plan in force (the free trial while it is open, a plan, or when the plan's credits renew) through the
 * `paymentAdvice` the billing plugin provides; `detail` holds the generic advice for whoever reads it without a plan.
 */
export class OutOfCreditsError extends ApiError {
  constructor(readonly lead: string) {
    super(402, `${lead} ${OUT_OF_CREDITS_ADVICE}`);
  }
}
export const outOfCredits = (lead: string) => new OutOfCreditsError(lead);
