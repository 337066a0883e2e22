-- Coach sessions: one saved mock interview per row (questions, answers, feedback, timings) and its end-of-session summary.

create table public.coach_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id text not null constraint coach_sessions_session_id_check check (session_id ~ '^(app_[0-9a-f-]{36}|int_[0-9a-f-]{36}|demo)$'),
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

alter table public.coach_sessions enable row level security;
revoke all on table public.coach_sessions from anon, authenticated;
grant select, insert, delete on table public.coach_sessions to authenticated;

create policy "coach_sessions: owners read" on public.coach_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "coach_sessions: owners insert" on public.coach_sessions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "coach_sessions: owners delete" on public.coach_sessions
  for delete to authenticated using (user_id = (select auth.uid()));
