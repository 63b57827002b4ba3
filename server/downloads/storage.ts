import { randomUUID } from 'node:crypto';

/** Where a new download's file is stored (server/storage/): made here, never from user input. */
export const downloadStorageKey = (userId: number, extension: string) => `downloads/${userId}/${randomUUID()}.${extension}`;
