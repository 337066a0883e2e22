-- Interview debriefs (issue #30): the questions heard, how it went, what to send, a thank-you draft and the outcome, one per interview.

-- A list of short texts: a JSON array of at most p_max_items strings, each 1 to p_max_chars characters.
create function private.short_texts_are_valid(p_texts jsonb, p_max_items integer, p_max_chars integer) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(p_texts) = 'array' and jsonb_array_length(p_texts) <= p_max_items and not exists (
    select 1 from jsonb_array_elements(p_texts) as t(item)
    where jsonb_typeof(t.item) <> 'string' or char_length(btrim(t.item #>> '{}')) not between 1 and p_max_chars
  )
$$;
grant execute on function private.short_texts_are_valid(jsonb, integer, integer) to authenticated;

-- The questions heard: at most 30 of {question (1-1000 characters), suggested (the answer suggested, up to 3000), note (on
-- the person's own answer, up to 1000; empty when there was none)}.
create function private.debrief_questions_are_valid(p_questions jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(p_questions) = 'array' and jsonb_array_length(p_questions) <= 30 and not exists (
    select 1 from jsonb_array_elements(p_questions) as q(item)
    where jsonb_typeof(q.item) <> 'object'
       or jsonb_typeof(q.item -> 'question') is distinct from 'string'
       or jsonb_typeof(q.item -> 'suggested') is distinct from 'string'
       or jsonb_typeof(q.item -> 'note') is distinct from 'string'
       or char_length(btrim(q.item ->> 'question')) not between 1 and 1000
       or char_length(q.item ->> 'suggested') > 3000
       or char_length(q.item ->> 'note') > 1000
       or (select count(*) from jsonb_object_keys(q.item)) <> 3
  )
$$;
grant execute on function private.debrief_questions_are_valid(jsonb) to authenticated;

create table public.interview_debriefs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  interview_id uuid not null references public.interviews (id) on delete cascade,
  questions jsonb not null default '[]'::jsonb
    constraint interview_debriefs_questions_check check (private.debrief_questions_are_valid(questions)),
  went_well jsonb not null default '[]'::jsonb
    constraint interview_debriefs_went_well_check check (private.short_texts_are_valid(went_well, 5, 500)),
  to_work_on jsonb not null default '[]'::jsonb
    constraint interview_debriefs_to_work_on_check check (private.short_texts_are_valid(to_work_on, 5, 500)),
  to_send jsonb not null default '[]'::jsonb
    constraint interview_debriefs_to_send_check check (private.short_texts_are_valid(to_send, 5, 500)),
  -- The thank-you email draft, in the interview's language; Offerpilot never sends it.
  language public.language_code not null default 'en',
  thank_you_subject text not null default ''
    constraint interview_debriefs_thank_you_subject_length check (char_length(thank_you_subject) <= 200),
  thank_you_body text not null default ''
    constraint interview_debriefs_thank_you_body_length check (char_length(thank_you_body) <= 5000),
  -- What came of this interview, when the person records it (the application's status stays the application's).
  outcome text constraint interview_debriefs_outcome_check check (outcome is null or outcome in ('next_round', 'offer', 'rejection')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint interview_debriefs_interview_id_key unique (interview_id)
);
create index interview_debriefs_user_id_idx on public.interview_debriefs (user_id);
create trigger interview_debriefs_set_updated_at before update on public.interview_debriefs
  for each row execute function private.set_updated_at();

alter table public.interview_debriefs enable row level security;
revoke all on table public.interview_debriefs from anon, authenticated;
grant select, insert, update, delete on table public.interview_debriefs to authenticated;

create policy "interview_debriefs: owners read" on public.interview_debriefs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "interview_debriefs: owners insert" on public.interview_debriefs
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(null, interview_id));
create policy "interview_debriefs: owners update" on public.interview_debriefs
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.is_own_copilot_session(null, interview_id));
create policy "interview_debriefs: owners delete" on public.interview_debriefs
  for delete to authenticated using (user_id = (select auth.uid()));
