-- Coach sessions: one saved mock interview per row (questions, answers, feedback, timings) and its end-of-session summary.

-- Saved coach sessions: each turn {question, answer, feedback: text, score?, durationMs?: number, source?: voice | text};
-- the summary's metrics are numbers and its advice lists are arrays (the past-sessions list renders them).
create function private.coach_turns_are_valid(p_turns jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(p_turns) is distinct from 'array' then false
    else not exists (
      select 1 from jsonb_array_elements(p_turns) as t(turn)
      where jsonb_typeof(t.turn) <> 'object'
         or jsonb_typeof(t.turn -> 'question') is distinct from 'string'
         or jsonb_typeof(t.turn -> 'answer') is distinct from 'string'
         or jsonb_typeof(t.turn -> 'feedback') is distinct from 'string'
         or coalesce(jsonb_typeof(t.turn -> 'score'), 'null') not in ('number', 'null')
         or coalesce(jsonb_typeof(t.turn -> 'durationMs'), 'null') not in ('number', 'null')
         or coalesce(t.turn ->> 'source', 'text') not in ('voice', 'text')
    )
  end
$$;
grant execute on function private.coach_turns_are_valid(jsonb) to authenticated;

create table public.coach_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id text not null,
  -- The application or interview the session is about, read from session_id (which the screens and the gateway use):
  -- deleting it deletes this row. Both are null for the demo session, which stays the person's own.
  application_id uuid generated always as (private.session_target(session_id, 'app')) stored
    constraint coach_sessions_application_id_fkey references public.applications (id) on delete cascade,
  interview_id uuid generated always as (private.session_target(session_id, 'int')) stored
    constraint coach_sessions_interview_id_fkey references public.interviews (id) on delete cascade,
  constraint coach_sessions_session_id_check check (session_id = 'demo' or application_id is not null or interview_id is not null),
  started_at timestamptz not null,
  ended_at timestamptz not null,
  turns jsonb not null default '[]'::jsonb
    constraint coach_sessions_turns_check check (jsonb_typeof(turns) = 'array' and jsonb_array_length(turns) <= 100 and octet_length(turns::text) <= 200000),
  summary jsonb not null default '{}'::jsonb
    constraint coach_sessions_summary_check check (jsonb_typeof(summary) = 'object' and octet_length(summary::text) <= 50000),
  created_at timestamptz not null default now(),
  constraint coach_sessions_period_check check (ended_at >= started_at)
);
comment on column public.coach_sessions.turns is 'Array of {question, answer, feedback, score?, durationMs?, source}';
comment on column public.coach_sessions.summary is 'Local metrics (filler words, words per minute) and, when credits allowed, the model''s scores, strengths and what to practise';

alter table public.coach_sessions
  add constraint coach_sessions_turns_shape check (private.coach_turns_are_valid(turns)),
  add constraint coach_sessions_summary_shape check (
    coalesce(jsonb_typeof(summary -> 'answers'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'voiceAnswers'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'totalWords'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'fillerCount'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'wordsPerMinute'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'averageScore'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(summary -> 'fillerCounts'), 'object') = 'object'
    and coalesce(jsonb_typeof(summary -> 'strengths'), 'array') = 'array'
    and coalesce(jsonb_typeof(summary -> 'practice'), 'array') = 'array'
    and coalesce(summary ->> 'source', 'local') in ('ai', 'local')
  ),
  add constraint coach_sessions_started_at_range check (started_at between timestamptz '1970-01-01' and timestamptz '2999-12-31'),
  add constraint coach_sessions_ended_at_range check (ended_at between timestamptz '1970-01-01' and timestamptz '2999-12-31');

create index coach_sessions_user_id_started_at_idx on public.coach_sessions (user_id, started_at desc);
create index coach_sessions_application_id_idx on public.coach_sessions (application_id) where application_id is not null;
create index coach_sessions_interview_id_idx on public.coach_sessions (interview_id) where interview_id is not null;

alter table public.coach_sessions enable row level security;
revoke all on table public.coach_sessions from anon, authenticated;
grant select, insert, delete on table public.coach_sessions to authenticated;

create policy "coach_sessions: owners read" on public.coach_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "coach_sessions: owners insert" on public.coach_sessions
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, interview_id));
create policy "coach_sessions: owners delete" on public.coach_sessions
  for delete to authenticated using (user_id = (select auth.uid()));
