-- Copilot history and notes, kept per copilot session (app_<id>, int_<id> or demo).

-- A copilot session id (chat_messages, user_notes, coach_sessions) is exactly 'demo', app_<uuid> or int_<uuid>. This
-- is the one place that form is written: the uuid of the application (kind 'app') or interview (kind 'int') an id
-- names, or null. Each table keeps both as generated columns, checks that one is set unless the id is 'demo', and its
-- policies check that they are the caller's.
create function private.session_target(p_session_id text, p_kind text) returns uuid
language sql immutable set search_path = '' as $$
  select case
    when left(p_session_id, 4) = p_kind || '_' and substr(p_session_id, 5) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(p_session_id, 5)::uuid
  end
$$;
grant execute on function private.session_target(text, text) to authenticated, service_role;

-- Whether a session's application / interview (the generated columns; both null for 'demo') is the caller's. Row
-- level security runs before check constraints, so a malformed id passes here and is refused by its check (23514).
create function private.is_own_copilot_session(p_application_id uuid, p_interview_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select (p_application_id is null or exists (
      select 1 from public.applications a where a.id = p_application_id and a.user_id = (select auth.uid())
    ))
    and (p_interview_id is null or exists (
      select 1 from public.interviews i join public.applications a on a.id = i.application_id
      where i.id = p_interview_id and a.user_id = (select auth.uid())
    ))
$$;
grant execute on function private.is_own_copilot_session(uuid, uuid) to authenticated;

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id text not null,
  -- The application or interview the session is about, read from session_id (which the screens and the gateway use):
  -- deleting it deletes this row. Both are null for the demo session, which stays the person's own.
  application_id uuid generated always as (private.session_target(session_id, 'app')) stored
    constraint chat_messages_application_id_fkey references public.applications (id) on delete cascade,
  interview_id uuid generated always as (private.session_target(session_id, 'int')) stored
    constraint chat_messages_interview_id_fkey references public.interviews (id) on delete cascade,
  constraint chat_messages_session_id_check check (session_id = 'demo' or application_id is not null or interview_id is not null),
  role text not null constraint chat_messages_role_check check (role in ('user', 'assistant')),
  content text not null constraint chat_messages_content_length check (char_length(content) between 1 and 20000),
  created_at timestamptz not null default now()
);
create index chat_messages_user_id_session_id_created_at_idx on public.chat_messages (user_id, session_id, created_at);
create index chat_messages_application_id_idx on public.chat_messages (application_id) where application_id is not null;
create index chat_messages_interview_id_idx on public.chat_messages (interview_id) where interview_id is not null;

alter table public.chat_messages enable row level security;
revoke all on table public.chat_messages from anon, authenticated;
grant select, insert, delete on table public.chat_messages to authenticated;

create policy "chat_messages: owners read" on public.chat_messages
  for select to authenticated using (user_id = (select auth.uid()));
create policy "chat_messages: owners insert" on public.chat_messages
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, interview_id));
create policy "chat_messages: owners delete" on public.chat_messages
  for delete to authenticated using (user_id = (select auth.uid()));

create table public.user_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id text not null,
  -- The application or interview the session is about, read from session_id (which the screens and the gateway use):
  -- deleting it deletes this row. Both are null for the demo session, which stays the person's own.
  application_id uuid generated always as (private.session_target(session_id, 'app')) stored
    constraint user_notes_application_id_fkey references public.applications (id) on delete cascade,
  interview_id uuid generated always as (private.session_target(session_id, 'int')) stored
    constraint user_notes_interview_id_fkey references public.interviews (id) on delete cascade,
  constraint user_notes_session_id_check check (session_id = 'demo' or application_id is not null or interview_id is not null),
  content text not null default '' constraint user_notes_content_length check (char_length(content) <= 50000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_notes_user_id_session_id_key unique (user_id, session_id)
);
create index user_notes_application_id_idx on public.user_notes (application_id) where application_id is not null;
create index user_notes_interview_id_idx on public.user_notes (interview_id) where interview_id is not null;
create trigger user_notes_set_updated_at before update on public.user_notes
  for each row execute function private.set_updated_at();

alter table public.user_notes enable row level security;
revoke all on table public.user_notes from anon, authenticated;
grant select, insert, update, delete on table public.user_notes to authenticated;

create policy "user_notes: owners read" on public.user_notes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "user_notes: owners insert" on public.user_notes
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, interview_id));
create policy "user_notes: owners update" on public.user_notes
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, interview_id));
create policy "user_notes: owners delete" on public.user_notes
  for delete to authenticated using (user_id = (select auth.uid()));
