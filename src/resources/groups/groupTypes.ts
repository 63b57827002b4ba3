import type { Identifier } from 'react-admin';

/** A group as the API answers it (server/routes/groups/schemas.ts). */
export interface Group {
  id: Identifier;
  name: string;
  description: string;
  contact_count: number;
  created_at: string;
  updated_at: string;
}
