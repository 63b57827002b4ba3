import { Type, type Static } from 'typebox';

export const RegisterBody = Type.Object({
  /** Optional: the email comes from the verified ID token; when sent it must be that same address. */
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  cognito_username: Type.String({ minLength: 1, maxLength: 128 }),
  firstname: Type.String({ minLength: 1, maxLength: 100 }),
  lastname: Type.String({ minLength: 1, maxLength: 100 }),
  free_trial: Type.Optional(Type.Boolean()),
  /** The browser's IANA zone at sign-up (e.g. America/New_York): automated emails go out at the chosen hour in it. UTC when absent. */
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const ProfileUpdate = Type.Object(
  {
    firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 32, pattern: '^$|^[+0-9 ().-]{7,32}$' })),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    /** IANA zone, e.g. America/Chicago: automated emails go out at the chosen hour in it. */
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const Profile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  cognito_username: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  free_trial: Type.Boolean(),
  timezone: Type.String(),
  created_at: Type.String(),
});
export type Profile = Static<typeof Profile>;
