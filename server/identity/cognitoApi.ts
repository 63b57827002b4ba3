/** Minimal client for the Cognito user-pool JSON API (used against cognito-local and in tests). */
export class CognitoApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The provider closed a kept-alive connection as the request went out on it: the request was never read. */
const closedBeforeRead = (error: unknown) =>
  error instanceof TypeError && ['UND_ERR_SOCKET', 'ECONNRESET'].includes(String((error.cause as { code?: string } | undefined)?.code));

export async function cognitoCall<T = Record<string, unknown>>(endpoint: string, target: string, body: object): Promise<T> {
  const send = () =>
    fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
  const response = await send().catch((error: unknown) => {
    if (closedBeforeRead(error)) return send();
    throw error;
  });
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code =
      String(payload.__type ?? payload.code ?? 'UnknownError')
        .split('#')
        .pop() ?? 'UnknownError';
    throw new CognitoApiError(code, String(payload.message ?? `${target} failed with ${response.status}`));
  }
  return payload as T;
}
