-- Full property reports: the analyses as generated (body) and the user's assumption overrides; recomputed on change.
create table reports (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  listing_id bigint not null references listings (id) on delete cascade,
  address text not null,
  reference_date date not null,
  overrides jsonb not null default '{}',
  -- What the analyses read when the report was made (subject, sales, leases, ZIP market): recomputing never drifts.
  inputs jsonb not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reports_user_idx on reports (user_id, id desc);
