-- Issue 25: a report's read-only links expire when their owner chose and can be revoked from report history. A link's
-- token is "id.secret"; only the SHA-256 of the secret is kept. Links made before this (an HMAC of the report id, with
-- no expiry and no way to revoke them) stop working.
create table report_share_links (
  id bigserial primary key,
  report_id bigint not null references reports (id) on delete cascade,
  secret_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index report_share_links_report_idx on report_share_links (report_id, id desc);
