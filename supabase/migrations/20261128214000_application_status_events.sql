-- Where you lose people (issue #42): every status change of an application kept by the database, its source and the day its status last changed, the person's "gone quiet" threshold, and one row per application with the moments it reached each step of the search.

-- applications: where the job was found, and when its status last changed -----------------------------------------
alter table public.applications
  add column source text
    constraint applications_source_check check (source in ('job_board', 'referral', 'company_site', 'recruiter', 'other')),
  -- When the status took its present value: now() unless the caller says when it happened (a reply read on Friday that
  -- came on Tuesday). Never in the future, never before the previous change.
  add column status_changed_at timestamptz
    constraint applications_status_changed_at_range check (status_changed_at >= timestamptz '1970-01-01');
comment on column public.applications.source is 'Where the job was found: job_board, referral, company_site, recruiter or other';
comment on column public.applications.status_changed_at is 'When the status took its present value';

-- Existing applications: their last change is the best guess there is (the migration must not touch updated_at).
alter table public.applications disable trigger applications_set_updated_at;
update public.applications set status_changed_at = updated_at;
alter table public.applications enable trigger applications_set_updated_at;
alter table public.applications alter column status_changed_at set default now(), alter column status_changed_at set not null;

-- The person's "gone quiet" threshold: an application waiting on the company with no change for this many days.
alter table public.user_profiles
  add column quiet_after_days integer not null default 10
    constraint user_profiles_quiet_after_days_range check (quiet_after_days between 1 and 365);

-- application_status_events ------------------------------------------------------------------------------------------
create table public.application_status_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  application_id uuid not null references public.applications (id) on delete cascade,
  -- Null for the starting event (the application as it was first saved).
  from_status text
    constraint application_status_events_from_status_check check (from_status in ('Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded', 'Missed')),
  to_status text not null
    constraint application_status_events_to_status_check check (to_status in ('Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded', 'Missed')),
  changed_at timestamptz not null default now()
    constraint application_status_events_changed_at_range check (changed_at between timestamptz '1970-01-01' and timestamptz '2999-12-31'),
  constraint application_status_events_changes check (from_status is distinct from to_status)
);
comment on table public.application_status_events is 'Every status change of an application, written by triggers on public.applications (and by an import)';
create index application_status_events_application_id_changed_at_idx on public.application_status_events (application_id, changed_at);
create index application_status_events_user_id_changed_at_idx on public.application_status_events (user_id, changed_at);

alter table public.application_status_events enable row level security;
revoke all on table public.application_status_events from anon, authenticated;
-- Insert only for import_account (the guard below refuses any other); no update or delete: history is not rewritten,
-- and it goes with its application or account (on delete cascade).
grant select, insert on table public.application_status_events to authenticated;

create policy "application_status_events: owners read" on public.application_status_events
  for select to authenticated using (user_id = (select auth.uid()));
create policy "application_status_events: owners insert for their applications" on public.application_status_events
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );

-- Rows written by hand (as the person, through the API) are refused unless their application was created by the same
-- transaction: what public.import_account does when it restores an application and then its history. (A row version
-- visible here whose inserting transaction is still in progress can only be this transaction's own.) Rows the triggers
-- below write run as their owner and pass. No row is in the future, and each belongs to its application's owner.
create function private.application_status_events_guard() returns trigger
language plpgsql security invoker set search_path = '' as $$
declare
  v_xmin bigint;
  v_current bigint;
begin
  if new.changed_at > now() then
    raise exception 'A status change cannot be in the future.' using errcode = '23514';
  end if;
  if current_user in ('authenticated', 'anon') then
    select a.xmin::text::bigint into v_xmin from public.applications a where a.id = new.application_id and a.user_id = new.user_id;
    if not found then
      raise exception 'This application is not yours.' using errcode = '42501';
    end if;
    -- The row's 32-bit transaction id in the current epoch (a subtransaction's id is above the transaction's own).
    v_current := pg_catalog.pg_current_xact_id()::text::bigint;
    v_xmin := ((v_current >> 32) << 32) | v_xmin;
    if v_xmin > v_current + 2147483648 then
      v_xmin := v_xmin - 4294967296;
    end if;
    if pg_catalog.pg_xact_status(v_xmin::text::xid8) is distinct from 'in progress' then
      raise exception 'An application''s history is written by the tracker: change its status instead.' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.application_status_events_guard() from public;
grant execute on function private.application_status_events_guard() to authenticated;
create trigger application_status_events_guard before insert on public.application_status_events
  for each row execute function private.application_status_events_guard();

-- status_changed_at follows the status: now() when the caller does not say when; a time the caller gives must not be
-- in the future nor before the previous change. Left alone when the status does not change.
create function private.applications_status_changed_at() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    new.status_changed_at := old.status_changed_at;
    return new;
  end if;
  if tg_op = 'UPDATE' and new.status_changed_at is not distinct from old.status_changed_at then
    new.status_changed_at := now();
  end if;
  new.status_changed_at := coalesce(new.status_changed_at, now());
  if new.status_changed_at > now() then
    raise exception 'A status change cannot be in the future.' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.status_changed_at < old.status_changed_at then
    raise exception 'A status change cannot come before the previous one.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.applications_status_changed_at() from public;
grant execute on function private.applications_status_changed_at() to authenticated;
create trigger applications_status_changed_at before insert or update on public.applications
  for each row execute function private.applications_status_changed_at();

-- A status change is one event, whoever made it (the board, the drawer, a CSV import, the extension, Paste a job).
create function private.record_application_status_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.application_status_events (user_id, application_id, from_status, to_status, changed_at)
  values (new.user_id, new.id, old.status, new.status, new.status_changed_at);
  return null;
end
$$;
revoke all on function private.record_application_status_change() from public;
create trigger applications_record_status_change after update of status on public.applications
  for each row when (new.status is distinct from old.status) execute function private.record_application_status_change();

-- A new application's starting event, written as the transaction commits: by then an import has restored the
-- application's own history, which is kept as it was (not doubled by a starting event of the import's day).
create function private.record_application_start() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.application_status_events (user_id, application_id, from_status, to_status, changed_at)
  select a.user_id, a.id, null, a.status, a.status_changed_at
  from public.applications a
  where a.id = new.id
    and not exists (select 1 from public.application_status_events e where e.application_id = a.id);
  return null;
end
$$;
revoke all on function private.record_application_start() from public;
create constraint trigger applications_record_start after insert on public.applications
  deferrable initially deferred
  for each row execute function private.record_application_start();

-- Every existing application starts its history with its present status.
insert into public.application_status_events (user_id, application_id, from_status, to_status, changed_at)
select a.user_id, a.id, null, a.status, a.status_changed_at from public.applications a;

-- Part of the person's data: import_account restores it after the applications (ids mapped by the SPA's plan).
insert into public.account_import_tables (table_name, position, max_rows) values ('application_status_events', 15, 50000);

-- application_journeys: one row per application with the moment it reached each step -------------------------------
-- Saved → Applied → replied (In progress, Succeeded or Missed) → interview (In progress, Succeeded, or an interview
-- entered) → offer (Succeeded), each the first time it happened, and the days spent in each status it has left.
-- The Search page's funnel, splits and medians are computed from these rows (src/data/journeys, unit-tested).
create view public.application_journeys with (security_invoker = true) as
select
  a.id,
  a.user_id,
  a.company_name,
  a.job_title,
  a.source,
  a.resume_name,
  a.status,
  a.application_date,
  a.status_changed_at,
  a.follow_up_on,
  a.created_at,
  h.saved_at,
  h.applied_at,
  least(h.replied_at, h.interviewing_at, i.first_interview_at) as replied_at,
  least(h.interviewing_at, i.first_interview_at) as interviewed_at,
  h.offered_at,
  coalesce(s.days_in_status, '{}'::jsonb) as days_in_status
from public.applications a
left join lateral (
  select
    min(e.changed_at) as saved_at,
    min(e.changed_at) filter (where e.to_status <> 'Saved') as applied_at,
    min(e.changed_at) filter (where e.to_status in ('In progress', 'Succeeded', 'Missed')) as replied_at,
    min(e.changed_at) filter (where e.to_status in ('In progress', 'Succeeded')) as interviewing_at,
    min(e.changed_at) filter (where e.to_status = 'Succeeded') as offered_at
  from public.application_status_events e
  where e.application_id = a.id
) h on true
left join lateral (
  select min(i.created_at) as first_interview_at from public.interviews i where i.application_id = a.id
) i on true
left join lateral (
  select jsonb_object_agg(stay.status, stay.days) as days_in_status
  from (
    select e.to_status as status, round(sum(extract(epoch from (e.next_at - e.changed_at))) / 86400.0, 2) as days
    from (
      select e.to_status, e.changed_at, lead(e.changed_at) over (order by e.changed_at, e.id) as next_at
      from public.application_status_events e
      where e.application_id = a.id
    ) e
    where e.next_at is not null
    group by e.to_status
  ) stay
) s on true;
comment on view public.application_journeys is 'One row per application: when it reached each step of the search, and the days spent in each status it has left';
revoke all on public.application_journeys from anon, authenticated;
grant select on public.application_journeys to authenticated;
