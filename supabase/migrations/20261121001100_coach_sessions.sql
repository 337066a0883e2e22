-- Coach sessions: one saved mock interview per row (questions, answers, feedback, timings) and its end-of-session summary.

create table public.coach_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id text not null constraint coach_sessions_session_id_check check (session_id ~ '^(app_[0-9a-f-]{36}|int_[0-9a-f-]{36}|demo)$'),
  -- The application or interview the session is about, read from session_id (which the screens and the gateway use):
  -- deleting it deletes this row. Both are null for the demo session, which stays the person's own.
  application_id uuid generated always as (case when session_id ~ '^app_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(session_id, 5)::uuid end) stored
    constraint coach_sessions_application_id_fkey references public.applications (id) on delete cascade,
  interview_id uuid generated always as (case when session_id ~ '^int_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(session_id, 5)::uuid end) stored
    constraint coach_sessions_interview_id_fkey references public.interviews (id) on delete cascade,
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

create index coach_sessions_user_id_started_at_idx on public.coach_sessions (user_id, started_at desc);
create index coach_sessions_application_id_idx on public.coach_sessions (application_id) where application_id is not null;
create index coach_sessions_interview_id_idx on public.coach_sessions (interview_id) where interview_id is not null;

alter table public.coach_sessions enable row level security;
revoke all on table public.coach_sessions from anon, authenticated;
grant select, insert, delete on table public.coach_sessions to authenticated;

create policy "coach_sessions: owners read" on public.coach_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "coach_sessions: owners insert" on public.coach_sessions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "coach_sessions: owners delete" on public.coach_sessions
  for delete to authenticated using (user_id = (select auth.uid()));
