-- Coach sessions saved as they are answered: a session left before End session (a reload, a closed tab) keeps its turns and can be summarised later.

-- ended_at is null while the session is unfinished: live, or left before End session. It has no summary until End
-- session or Summarise sets both at once.
alter table public.coach_sessions alter column ended_at drop not null;
alter table public.coach_sessions
  add constraint coach_sessions_unfinished_check check (ended_at is not null or summary = '{}'::jsonb);
comment on column public.coach_sessions.ended_at is 'Null while the session is unfinished (its turns are saved as they are answered); End session or Summarise sets it with the summary';

-- Only an unfinished session changes (its turns as they are answered, then its end and summary, once): an ended
-- session is a record. The other columns never change.
grant update (turns, summary, ended_at) on table public.coach_sessions to authenticated;
create policy "coach_sessions: owners update unfinished" on public.coach_sessions
  for update to authenticated
  using (user_id = (select auth.uid()) and ended_at is null)
  with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, interview_id));

create index coach_sessions_unfinished_idx on public.coach_sessions (user_id) where ended_at is null;
