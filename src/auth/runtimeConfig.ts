/** Identity settings served by GET /api/config/, read at run time so one build serves every deployment. */
export interface RuntimeConfig {
  userPoolId: string;
  clientId: string;
  region: string;
  /** Cognito API endpoint override (cognito-local); null for the region's public endpoint. */
  identityEndpoint: string | null;
  /** Base address of the hosted sign-in page; null when social sign-in is not configured. */
  hostedDomain: string | null;
  /** The local mail catcher's web inbox when the server runs one (no SMTP_URL); absent or null otherwise. */
  mailInboxUrl?: string | null;
  /** MAP_STYLE_URL: a MapLibre style for the maps; null or absent: the offline us-atlas basemap. */
  map_style_url?: string | null;
  passwordPolicy: {
    MinimumLength: number;
    RequireUppercase: boolean;
    RequireLowercase: boolean;
    RequireNumbers: boolean;
    RequireSymbols: boolean;
  };
}

let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/config/').then(async (response) => {
    if (!response.ok) {
      pending = undefined;
      throw new Error('The portal configuration could not be loaded. Please reload the page.');
    }
    return (await response.json()) as RuntimeConfig;
  });
  return pending;
}

/** For tests: forget the cached configuration. */
export function resetRuntimeConfig() {
  pending = undefined;
}
