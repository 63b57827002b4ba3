create table users (
  id bigserial primary key,
  cognito_sub text not null unique,
  cognito_username text not null,
  email text not null,
  firstname text not null default '',
  lastname text not null default '',
  phone text not null default '',
  company text not null default '',
  free_trial boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
