import { Type } from 'typebox';
import { DemoDataStatus } from '../../listings/demo/schemas.ts';

/** GET /config/: what the built web app reads at run time. */
export const PublicConfig = Type.Object({
  userPoolId: Type.String(),
  clientId: Type.String(),
  region: Type.String(),
  identityEndpoint: Type.Union([Type.String(), Type.Null()]),
  hostedDomain: Type.Union([Type.String(), Type.Null()]),
  mailInboxUrl: Type.Union([Type.String(), Type.Null()], { description: "The local mail catcher's web inbox, when it runs (no SMTP_URL)" }),
  map_style_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The MapLibre style the map draws (MAP_STYLE_URL); null: the offline basemap the client builds from us-atlas.',
  }),
  demo_data: Type.Union([DemoDataStatus, Type.Null()]),
  passwordPolicy: Type.Object({
    MinimumLength: Type.Integer(),
    RequireUppercase: Type.Boolean(),
    RequireLowercase: Type.Boolean(),
    RequireNumbers: Type.Boolean(),
    RequireSymbols: Type.Boolean(),
  }),
});
