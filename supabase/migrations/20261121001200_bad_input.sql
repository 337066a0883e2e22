-- Bad input refused where it is stored: copilot session ids name the caller's own application or interview, saved coach sessions hold well-formed turns and summaries in a sane period, and Stripe's text columns have length limits.

-- A copilot session id (chat_messages, user_notes, coach_sessions) is 'demo' or names an application / interview of the caller.
-- The check constraints below now accept exactly 'demo', app_<uuid> and int_<uuid>; the policies call this function, and row
-- level security runs before check constraints, so a malformed id passes here and is refused by its constraint (23514).
create function private.is_own_copilot_session(p_session_id text) returns boolean
language sql stable set search_path = '' as $$
  select case
    when p_session_id ~ '^app_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then exists (
      select 1 from public.applications a
      where a.id = substr(p_session_id, 5)::uuid and a.user_id = (select auth.uid())
    )
    when p_session_id ~ '^int_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then exists (
      select 1 from public.interviews i join public.applications a on a.id = i.application_id
      where i.id = substr(p_session_id, 5)::uuid and a.user_id = (select auth.uid())
    )
    else true
  end
$$;
revoke all on function private.is_own_copilot_session(text) from public;
grant execute on function private.is_own_copilot_session(text) to authenticated;

alter table public.chat_messages drop constraint chat_messages_session_id_check,
  add constraint chat_messages_session_id_check check (session_id ~ '^(app_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|int_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo)$');
alter table public.user_notes drop constraint user_notes_session_id_check,
  add constraint user_notes_session_id_check check (session_id ~ '^(app_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|int_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo)$');
alter table public.coach_sessions drop constraint coach_sessions_session_id_check,
  add constraint coach_sessions_session_id_check check (session_id ~ '^(app_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|int_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo)$');

drop policy "chat_messages: owners insert" on public.chat_messages;
create policy "chat_messages: owners insert" on public.chat_messages
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(session_id));

drop policy "user_notes: owners insert" on public.user_notes;
create policy "user_notes: owners insert" on public.user_notes
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(session_id));
drop policy "user_notes: owners update" on public.user_notes;
create policy "user_notes: owners update" on public.user_notes
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.is_own_copilot_session(session_id));

drop policy "coach_sessions: owners insert" on public.coach_sessions;
create policy "coach_sessions: owners insert" on public.coach_sessions
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(session_id));

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
revoke all on function private.coach_turns_are_valid(jsonb) from public;
grant execute on function private.coach_turns_are_valid(jsonb) to authenticated;

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

-- Stripe's identifiers and names: written by the webhook alone, still bounded.
alter table public.stripe_events
  add constraint stripe_events_id_length check (char_length(id) <= 255),
  add constraint stripe_events_type_length check (char_length(type) between 1 and 255);
alter table public.subscriptions
  add constraint subscriptions_stripe_customer_id_length check (stripe_customer_id is null or char_length(stripe_customer_id) between 1 and 255),
  add constraint subscriptions_stripe_subscription_id_length check (stripe_subscription_id is null or char_length(stripe_subscription_id) between 1 and 255);
alter table private.stripe_subscriptions
  add constraint stripe_subscriptions_subscription_id_length check (char_length(subscription_id) between 1 and 255),
  add constraint stripe_subscriptions_customer_id_length check (customer_id is null or char_length(customer_id) between 1 and 255),
  add constraint stripe_subscriptions_status_length check (status is null or char_length(status) between 1 and 50);
