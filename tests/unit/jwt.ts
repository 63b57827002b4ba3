/** An unsigned JWT with the given claims: the browser never verifies signatures, only reads `exp`. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.signature`;
}

export const tokenExpiringIn = (ms: number, now = Date.now()) => fakeToken({ sub: 'u1', exp: Math.floor((now + ms) / 1000) });
