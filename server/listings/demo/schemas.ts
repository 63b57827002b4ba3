import { Type, type Static } from 'typebox';

export const DemoDataStatus = Type.Object(
  {
    status: Type.Union([Type.Literal('loading'), Type.Literal('ready'), Type.Literal('failed')]),
    loaded: Type.Integer({ description: 'Demo listings written so far' }),
    total: Type.Integer({ description: 'Demo listings being seeded' }),
  },
  { description: 'The demo listings this server seeds in the background after its first start; null when it seeds none.' },
);
export type DemoDataState = Static<typeof DemoDataStatus>;
