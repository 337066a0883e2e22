-- Coach sessions record whether they were an offer's negotiation role-play and on which offer (issue #43), so Summarise from past sessions summarises a role-play as the negotiation it was.

-- Set when the session starts and never changed: the update grant (turns, summary, ended_at) leaves both out. A deleted
-- offer leaves the role-play a negotiation on no offer, which is summarised as an interview.
alter table public.coach_sessions
  add column practice text not null default 'interview'
    constraint coach_sessions_practice_check check (practice in ('interview', 'negotiation')),
  add column offer_id uuid constraint coach_sessions_offer_id_fkey references public.offers (id) on delete set null,
  -- A role-play is about an application (app_<id>), and only a role-play names an offer.
  add constraint coach_sessions_negotiation_on_application check (practice = 'interview' or application_id is not null),
  add constraint coach_sessions_offer_is_role_play check (offer_id is null or practice = 'negotiation');
comment on column public.coach_sessions.practice is 'interview, or negotiation: a role-play of the offer_id''s call (the Coach plays its recruiter)';
comment on column public.coach_sessions.offer_id is 'The offer a negotiation role-play was about; null for an interview, or once the offer is deleted';

create index coach_sessions_offer_id_idx on public.coach_sessions (offer_id) where offer_id is not null;

-- The offer is one of the session's application's offers, as the person sees them (the insert policy holds the
-- application to be their own): a session never names another person's offer. After insert, once application_id is
-- computed from session_id.
create function private.coach_session_offer_is_its_applications() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if not exists (select 1 from public.offers o where o.id = new.offer_id and o.application_id = new.application_id) then
    raise exception 'This role-play''s offer is not one of its application''s offers' using errcode = '23503';
  end if;
  return null;
end
$$;
revoke all on function private.coach_session_offer_is_its_applications() from public;
create trigger coach_sessions_offer_is_its_applications after insert on public.coach_sessions
  for each row when (new.offer_id is not null) execute function private.coach_session_offer_is_its_applications();

-- An imported role-play names its offer's new id: offers are imported first.
update public.account_import_tables set position = 440 where table_name = 'coach_sessions';
