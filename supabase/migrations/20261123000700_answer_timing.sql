-- Copilot "Answer timing" (issue 15): when a heard question is answered — 'instant' (drafts from the early end of
-- the turn), 'pause' (after a 2 s pause) or 'off' (only on "Answer now"/Send). It replaces the auto_send
-- checkbox: an existing auto_send = true becomes 'pause' (what that checkbox did). auto_send stays as a mirror
-- for account exports/imports and older clients: setting either one keeps the other in step.
alter table public.user_profiles
  add column answer_timing text not null default 'off'
    constraint user_profiles_answer_timing_check check (answer_timing in ('instant', 'pause', 'off'));

update public.user_profiles set answer_timing = 'pause' where auto_send;

create or replace function public.sync_answer_timing() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.answer_timing is distinct from old.answer_timing then
    new.auto_send := new.answer_timing <> 'off';
  elsif tg_op = 'UPDATE' and new.auto_send is distinct from old.auto_send then
    new.answer_timing := case when new.auto_send then 'pause' else 'off' end;
  elsif tg_op = 'INSERT' and new.answer_timing = 'off' and new.auto_send then
    new.answer_timing := 'pause';
  elsif tg_op = 'INSERT' then
    new.auto_send := new.answer_timing <> 'off';
  end if;
  return new;
end;
$$;

create trigger user_profiles_sync_answer_timing
  before insert or update on public.user_profiles
  for each row execute function public.sync_answer_timing();
