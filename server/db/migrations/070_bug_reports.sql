-- Bug reports filed from the portal (POST /bugs/), with an optional screenshot kept under STORAGE_DIR.
create table bug_reports (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  title text not null,
  description text not null,
  page_url text not null default '',
  browser text not null default '',
  screenshot_key text,
  screenshot_type text,
  screenshot_bytes integer,
  created_at timestamptz not null default now()
);
create index bug_reports_user_idx on bug_reports (user_id, created_at desc);

-- The mail outbox also carries mail that is not an automated email: a bug report to support and its copy to the user.
alter table email_outbox alter column automated_email_id drop not null;
alter table email_outbox alter column run_id drop not null;
alter table email_outbox add column bug_report_id bigint references bug_reports(id) on delete set null;
