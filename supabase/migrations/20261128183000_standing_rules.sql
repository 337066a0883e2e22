-- Standing rules (issue #39): up to 20 short rules a person writes once, which the AI gateway puts into every prompt.

create table public.standing_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- One short sentence ("never say I managed people"), plain text: the prompt and the page show it as written.
  body text not null
    constraint standing_rules_body_length check (char_length(btrim(body)) between 1 and 200)
    constraint standing_rules_body_plain_text check (body !~ '<[A-Za-z/!?]'),
  -- The order the person sees and the prompt lists them in (ties by creation).
  position integer not null default 0 constraint standing_rules_position_check check (position between 0 and 1000),
  created_at timestamptz not null default now()
);
create index standing_rules_user_id_position_idx on public.standing_rules (user_id, position);

-- At most 20 rules a person: the 21st insert is refused with a message the page shows as it is. The per-person
-- advisory lock makes two inserts at once count one after the other.
create function private.standing_rules_within_limit() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('standing_rules:' || new.user_id::text, 0));
  if (select count(*) from public.standing_rules where user_id = new.user_id) >= 20 then
    raise exception 'You can keep at most 20 standing rules: delete one before adding another.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.standing_rules_within_limit() from public;
grant execute on function private.standing_rules_within_limit() to authenticated;
create trigger standing_rules_within_limit before insert on public.standing_rules
  for each row execute function private.standing_rules_within_limit();

alter table public.standing_rules enable row level security;
revoke all on table public.standing_rules from anon, authenticated;
grant select, insert, update, delete on table public.standing_rules to authenticated;

create policy "standing_rules: owners read" on public.standing_rules
  for select to authenticated using (user_id = (select auth.uid()));
create policy "standing_rules: owners insert" on public.standing_rules
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "standing_rules: owners update" on public.standing_rules
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "standing_rules: owners delete" on public.standing_rules
  for delete to authenticated using (user_id = (select auth.uid()));
