/** Minimal client for the Cognito user-pool JSON API (used against cognito-local and in tests). */
export class CognitoApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function cognitoCall<T = Record<string, unknown>>(endpoint: string, target: string, body: object): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
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
