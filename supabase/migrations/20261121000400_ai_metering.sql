-- AI use is metered here, atomically, under one per-user advisory lock: questions (free plan 10 per calendar month,
-- UTC; paid plans unlimited within fair use, 60 in any rolling hour; the Analyzer for paid plans only), coach questions
-- (no credit, 30 an hour) and audio (seconds transcribed, characters spoken per calendar month). The numbers are stated
-- once more in supabase/functions/_shared/ai-contract.ts (AI_AUDIO_ALLOWANCE); tests/integration/ai-audio.test.ts
-- checks they agree. Speculative Copilot drafts are charged once per interviewer turn when the answer reached the person,
-- and realtime transcription mints reserve blocks of the audio allowance (issue 15; docs/realtime.md).

create table public.ai_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint ai_usage_kind_check check (kind in ('copilot', 'coach', 'analyzer', 'coach_question')),
  created_at timestamptz not null default now(),
  refunded_at timestamptz,
  -- A speculative Copilot draft's turn ('<session>:<turn seq>'): its drafts share this row (see consume_ai_question).
  turn_key text,
  drafts smallint not null default 1,
  inflight smallint not null default 0,
  -- Null while a draft is only reserved; set once the answer reached the person (first sentence, or finished).
  charged_at timestamptz
);
create index ai_usage_user_id_created_at_idx on public.ai_usage (user_id, created_at);
create index ai_usage_user_id_turn_key_idx on public.ai_usage (user_id, turn_key) where turn_key is not null;

alter table public.ai_usage enable row level security;
revoke all on table public.ai_usage from anon, authenticated;
grant select on table public.ai_usage to authenticated;

create policy "ai_usage: owners read" on public.ai_usage
  for select to authenticated using (user_id = (select auth.uid()));

-- The plan in force: the highest paid plan among the person's subscriptions that are active (or trialing) and inside
-- their paid period; otherwise free. Plus and Flash unlock the same features, so holding both never grants more;
-- Plus ranks above Flash because it is the plan billed for the longer period (a month, not a week): while it runs,
-- a Flash week starting or lapsing beside it changes nothing the person has paid for.
create or replace function private.plan_rank(p_plan_type text) returns integer
language sql immutable set search_path = '' as $$
  select case p_plan_type when 'plus' then 2 when 'flash' then 1 else 0 end
$$;

create or replace function private.effective_plan(p_user_id uuid) returns text
language sql stable set search_path = '' as $$
  select coalesce((
    select s.plan_type
    from public.subscriptions s
    where s.user_id = p_user_id
      and s.plan_type <> 'free'
      and s.status in ('active', 'trialing')
      and (s.current_period_end is null or s.current_period_end > now())
    order by private.plan_rank(s.plan_type) desc
    limit 1
  ), 'free')
$$;

create or replace function private.free_questions_used(p_user_id uuid) returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer
  from public.ai_usage u
  where u.user_id = p_user_id
    and u.kind <> 'coach_question'
    and u.refunded_at is null
    and u.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'
$$;

-- The free plan's questions per calendar month, stated once for SQL (the SPA's FREE_MONTHLY_QUESTIONS and the
-- gateway's message say it too; tests/integration/data-boundary.test.ts checks they agree).
create function private.free_monthly_questions() returns integer
language sql immutable set search_path = '' as $$
  select 10
$$;

-- Called by the AI gateway (service role) before each question, under the per-user lock, so the month's limit cannot
-- be overspent. Coach questions spend no credit, but each is recorded so that a per-user hourly limit holds them.
-- Speculative drafts: a Copilot answer or Coach feedback with a turn key ('<session>:<turn seq>') reserves a row that counts against
-- the month at once (so concurrent drafts never overspend); later drafts of the same turn reuse the live row (at most
-- 3 per row, within 2 minutes: a turn key reused later is a new question); the gateway settles each draft at its
-- stream's end: charged when the answer reached its first sentence or finished, otherwise released once no draft of
-- the row is in flight. Rows without a turn key are charged at once.
create function public.consume_ai_question(p_user_id uuid, p_kind text, p_turn_key text default null)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint, reason text)
language plpgsql security definer set search_path = '' as $$
declare
  v_free_limit constant integer := private.free_monthly_questions();
  v_hourly_limit constant integer := 60;
  v_coach_questions_per_hour constant integer := 30;
  v_drafts_per_row constant integer := 3;
  v_released_per_hour constant integer := 30;
  v_released_per_day constant integer := 100;
  v_plan text;
  v_used integer;
  v_id bigint;
begin
  if p_user_id is null then
    raise exception 'p_user_id is required' using errcode = '22004';
  end if;
  if p_turn_key is not null and p_kind not in ('copilot', 'coach') then
    raise exception 'Only copilot questions and coach feedback carry a turn key' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || p_user_id::text, 0));
  -- The sweeper: reservations left by a gateway that died mid-stream are released after 5 minutes.
  update public.ai_usage u set refunded_at = now(), inflight = 0
  where u.user_id = p_user_id and u.turn_key is not null and u.charged_at is null and u.refunded_at is null
    and u.created_at < now() - interval '5 minutes';
  v_plan := private.effective_plan(p_user_id);
  if p_kind = 'coach_question' then
    if (
      select count(*) from public.ai_usage u
      where u.user_id = p_user_id and u.kind = 'coach_question' and u.refunded_at is null and u.created_at > now() - interval '1 hour'
    ) >= v_coach_questions_per_hour then
      return query select false, v_plan, null::integer, null::bigint, 'rate_limited';
      return;
    end if;
    insert into public.ai_usage (user_id, kind, charged_at) values (p_user_id, p_kind, now()) returning id into v_id;
    return query select true, v_plan, null::integer, v_id, null::text;
    return;
  end if;
  if p_turn_key is not null then
    -- Drafts that ended uncharged are free, so they are held: cancelling every answer early never buys free answers.
    if (
      select coalesce(sum(u.drafts), 0) from public.ai_usage u
      where u.user_id = p_user_id and u.turn_key is not null and u.charged_at is null and u.refunded_at > now() - interval '1 hour'
    ) >= v_released_per_hour or (
      select coalesce(sum(u.drafts), 0) from public.ai_usage u
      where u.user_id = p_user_id and u.turn_key is not null and u.charged_at is null and u.refunded_at > now() - interval '1 day'
    ) >= v_released_per_day then
      return query select false, v_plan, null::integer, null::bigint, 'drafts_limited';
      return;
    end if;
    select u.id into v_id from public.ai_usage u
    where u.user_id = p_user_id and u.turn_key = p_turn_key and u.refunded_at is null and u.drafts < v_drafts_per_row
      and u.created_at > now() - interval '2 minutes'
    order by u.id desc limit 1;
    if v_id is not null then
      update public.ai_usage u set drafts = u.drafts + 1, inflight = u.inflight + 1 where u.id = v_id;
      return query select true, v_plan, null::integer, v_id, null::text;
      return;
    end if;
  end if;
  if v_plan = 'free' and p_kind = 'analyzer' then
    return query select false, v_plan, null::integer, null::bigint, 'plan_required';
    return;
  end if;
  if v_plan = 'free' then
    v_used := private.free_questions_used(p_user_id);
    if v_used >= v_free_limit then
      return query select false, v_plan, 0, null::bigint, 'credit_limit_reached';
      return;
    end if;
  elsif (
    select count(*) from public.ai_usage u
    where u.user_id = p_user_id and u.kind <> 'coach_question' and u.refunded_at is null and u.created_at > now() - interval '1 hour'
  ) >= v_hourly_limit then
    return query select false, v_plan, null::integer, null::bigint, 'rate_limited';
    return;
  end if;
  if p_turn_key is null then
    insert into public.ai_usage (user_id, kind, charged_at) values (p_user_id, p_kind, now()) returning id into v_id;
  else
    insert into public.ai_usage (user_id, kind, turn_key, inflight) values (p_user_id, p_kind, p_turn_key, 1) returning id into v_id;
  end if;
  return query select true, v_plan, case when v_plan = 'free' then v_free_limit - v_used - 1 end, v_id, null::text;
end
$$;
grant execute on function public.consume_ai_question(uuid, text, text) to service_role;

-- Called by the gateway once per draft, when its stream ends however it ends (finished, cancelled, upstream failure).
-- p_delivered: the relayed answer reached its first sentence end, or the stream finished. Returns the row's state.
create function public.settle_ai_question(p_usage_id bigint, p_delivered boolean)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_row public.ai_usage;
begin
  select u.user_id into v_user from public.ai_usage u where u.id = p_usage_id;
  if v_user is null then
    return 'unknown';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || v_user::text, 0));
  update public.ai_usage u set
    inflight = greatest(u.inflight - 1, 0),
    charged_at = case when p_delivered then coalesce(u.charged_at, now()) else u.charged_at end
  where u.id = p_usage_id and u.refunded_at is null
  returning * into v_row;
  if v_row.id is null then
    return 'released';
  end if;
  if v_row.charged_at is null and v_row.inflight = 0 then
    update public.ai_usage u set refunded_at = now() where u.id = p_usage_id;
    return 'released';
  end if;
  return case when v_row.charged_at is null then 'reserved' else 'charged' end;
end
$$;
grant execute on function public.settle_ai_question(bigint, boolean) to service_role;

-- A question whose upstream call failed is given back.
create or replace function public.refund_ai_question(p_usage_id bigint) returns boolean
language sql security definer set search_path = '' as $$
  with refunded as (
    update public.ai_usage set refunded_at = now() where id = p_usage_id and refunded_at is null returning 1
  )
  select exists (select 1 from refunded)
$$;
grant execute on function public.refund_ai_question(bigint) to service_role;

-- What the caller has left this month (remaining is null on a paid plan).
create or replace function public.ai_credits()
returns table (plan_type text, monthly_limit integer, used integer, remaining integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_limit constant integer := private.free_monthly_questions();
  v_plan text;
  v_used integer;
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  v_plan := private.effective_plan(v_user);
  v_used := private.free_questions_used(v_user);
  return query select v_plan, v_limit, v_used,
    case when v_plan = 'free' then greatest(v_limit - v_used, 0) end;
end
$$;
grant execute on function public.ai_credits() to authenticated;

-- Audio: seconds transcribed and characters spoken, per calendar month (UTC).
create table public.ai_audio_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint ai_audio_usage_kind_check check (kind in ('transcription', 'speech')),
  amount integer not null constraint ai_audio_usage_amount_check check (amount > 0),
  created_at timestamptz not null default now(),
  refunded_at timestamptz
);
comment on column public.ai_audio_usage.amount is 'Seconds transcribed (transcription) or characters spoken (speech)';
create index ai_audio_usage_user_id_created_at_idx on public.ai_audio_usage (user_id, created_at);

alter table public.ai_audio_usage enable row level security;
revoke all on table public.ai_audio_usage from anon, authenticated;
grant select on table public.ai_audio_usage to authenticated;

create policy "ai_audio_usage: owners read" on public.ai_audio_usage
  for select to authenticated using (user_id = (select auth.uid()));

-- The month's ceiling for a plan: seconds transcribed or characters spoken.
create or replace function private.audio_allowance(p_plan text, p_kind text) returns integer
language sql immutable set search_path = '' as $$
  select case
    when p_kind = 'transcription' then case when p_plan = 'free' then 1800 else 36000 end
    else case when p_plan = 'free' then 10000 else 300000 end
  end
$$;

create or replace function private.audio_used(p_user_id uuid, p_kind text) returns integer
language sql stable set search_path = '' as $$
  select coalesce(sum(a.amount), 0)::integer
  from public.ai_audio_usage a
  where a.user_id = p_user_id
    and a.kind = p_kind
    and a.refunded_at is null
    and a.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'
$$;

-- Called by the AI gateway (service role) before each transcription or speech: reserves the amount if it fits.
create or replace function public.consume_ai_audio(p_user_id uuid, p_kind text, p_amount integer)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint)
language plpgsql security definer set search_path = '' as $$
declare
  v_plan text;
  v_limit integer;
  v_used integer;
  v_id bigint;
begin
  if p_user_id is null or p_kind not in ('transcription', 'speech') or p_amount is null or p_amount <= 0 then
    raise exception 'consume_ai_audio needs a user, a kind (transcription or speech) and a positive amount' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || p_user_id::text, 0));
  v_plan := private.effective_plan(p_user_id);
  v_limit := private.audio_allowance(v_plan, p_kind);
  v_used := private.audio_used(p_user_id, p_kind);
  if v_used + p_amount > v_limit then
    return query select false, v_plan, greatest(v_limit - v_used, 0), null::bigint;
    return;
  end if;
  insert into public.ai_audio_usage (user_id, kind, amount) values (p_user_id, p_kind, p_amount) returning id into v_id;
  return query select true, v_plan, v_limit - v_used - p_amount, v_id;
end
$$;
grant execute on function public.consume_ai_audio(uuid, text, integer) to service_role;

-- Audio whose upstream call failed is given back.
create or replace function public.refund_ai_audio(p_usage_id bigint) returns boolean
language sql security definer set search_path = '' as $$
  with refunded as (
    update public.ai_audio_usage set refunded_at = now() where id = p_usage_id and refunded_at is null returning 1
  )
  select exists (select 1 from refunded)
$$;
grant execute on function public.refund_ai_audio(bigint) to service_role;

-- What the caller has left this month, per kind of audio.
create or replace function public.ai_audio_allowance()
returns table (kind text, monthly_limit integer, used integer, remaining integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_plan text;
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  v_plan := private.effective_plan(v_user);
  return query
    select k.kind, private.audio_allowance(v_plan, k.kind), private.audio_used(v_user, k.kind),
      greatest(private.audio_allowance(v_plan, k.kind) - private.audio_used(v_user, k.kind), 0)
    from (values ('transcription'), ('speech')) as k (kind);
end
$$;
grant execute on function public.ai_audio_allowance() to authenticated;

-- Realtime mints: at most 20 an hour per person, each reserving a block of transcription seconds (300) from the
-- month's audio allowance. A WebSocket straight to the upstream cannot be cut by us: the block and the rate are the bound.
create table public.ai_realtime_mints (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  audio_usage_id bigint references public.ai_audio_usage (id) on delete set null,
  created_at timestamptz not null default now()
);
create index ai_realtime_mints_user_id_created_at_idx on public.ai_realtime_mints (user_id, created_at);
alter table public.ai_realtime_mints enable row level security;
revoke all on table public.ai_realtime_mints from anon, authenticated;
grant select on table public.ai_realtime_mints to authenticated;
create policy "ai_realtime_mints: owners read" on public.ai_realtime_mints
  for select to authenticated using (user_id = (select auth.uid()));

-- Called by the AI gateway (service role) before minting: the rate first (a refused mint spends no audio), then the block.
create function public.consume_ai_realtime(p_user_id uuid, p_seconds integer)
returns table (allowed boolean, reason text, audio_usage_id bigint)
language plpgsql security definer set search_path = '' as $$
declare
  v_mints_per_hour constant integer := 20;
  v_audio record;
begin
  if p_user_id is null or p_seconds is null or p_seconds <= 0 then
    raise exception 'consume_ai_realtime needs a user and a positive number of seconds' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || p_user_id::text, 0));
  if (
    select count(*) from public.ai_realtime_mints m where m.user_id = p_user_id and m.created_at > now() - interval '1 hour'
  ) >= v_mints_per_hour then
    return query select false, 'rate_limited'::text, null::bigint;
    return;
  end if;
  select * into v_audio from public.consume_ai_audio(p_user_id, 'transcription', p_seconds);
  if not v_audio.allowed then
    return query select false, 'audio_allowance_reached'::text, null::bigint;
    return;
  end if;
  insert into public.ai_realtime_mints (user_id, audio_usage_id) values (p_user_id, v_audio.usage_id);
  return query select true, null::text, v_audio.usage_id;
end
$$;
grant execute on function public.consume_ai_realtime(uuid, integer) to service_role;
