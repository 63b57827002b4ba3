/** SQL that renders a timestamptz column as the API's ISO 8601 UTC text ("2026-03-04T05:06:07Z"). */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** SQL that renders a date column as "2026-03-04". */
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
