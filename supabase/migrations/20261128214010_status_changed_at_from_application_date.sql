-- A new application's starting status dates from its application date (a CSV row, or a form entry, of a job applied to
-- three weeks ago was applied to then, not on the day it was typed in), never later than now; issue #42.
-- The default only says "not given" (the trigger below replaces it before any check): a default of now() could not be
-- told from a time the caller chose.
alter table public.applications alter column status_changed_at set default '-infinity';

create or replace function private.applications_status_changed_at() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    new.status_changed_at := old.status_changed_at;
    return new;
  end if;
  if tg_op = 'UPDATE' and new.status_changed_at is not distinct from old.status_changed_at then
    new.status_changed_at := now();
  end if;
  -- A new row the caller gives no time for: the start of its application date (UTC), or now for a later date.
  if tg_op = 'INSERT' and new.status_changed_at = '-infinity' then
    new.status_changed_at := least(now(), new.application_date::timestamp at time zone 'UTC');
  end if;
  if new.status_changed_at > now() then
    raise exception 'A status change cannot be in the future.' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.status_changed_at < old.status_changed_at then
    raise exception 'A status change cannot come before the previous one.' using errcode = '23514';
  end if;
  return new;
end
$$;
