-- Balance per user (granted lazily with the starting allowance) and an append-only ledger.
create table credit_accounts (
  user_id bigint primary key references users (id) on delete cascade,
  balance integer not null check (balance >= 0),
  updated_at timestamptz not null default now()
);

create table credit_ledger (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  delta integer not null,
  reason text not null,
  balance_after integer not null,
  created_at timestamptz not null default now()
);
create index credit_ledger_user_idx on credit_ledger (user_id, id);
