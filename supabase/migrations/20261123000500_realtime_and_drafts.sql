-- Realtime transcription mints, and exact metering of speculative Copilot drafts (issue 15; research §7.2, §7.6).

-- Everything below runs under the same per-user advisory lock as questions and audio, so concurrent requests never
-- overspend. The numbers are stated once more in supabase/functions/_shared/ai-contract.ts (AI_REALTIME, AI_DRAFTS);
-- tests/integration/ai-realtime.test.ts and ai-drafts.test.ts use those, so they check the two agree.

-- 1. Realtime mints: at most 20 an hour per person, each reserving a block of transcription seconds (300) from the
--    month's audio allowance. A WebSocket straight to the upstream cannot be cut by us: the block and the rate are the bound.
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
create or replace function public.consume_ai_realtime(p_user_id uuid, p_seconds integer)
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
revoke all on function public.consume_ai_realtime(uuid, integer) from public, anon, authenticated;
grant execute on function public.consume_ai_realtime(uuid, integer) to service_role;

-- 2. Speculative drafts. A Copilot request with a turn key ('<session>:<turn seq>') reserves a row that counts against
--    the month at once (so concurrent drafts never overspend); later drafts of the same turn reuse the live row (at most
--    3 per row, within 2 minutes: a turn key reused later is a new question); the gateway settles each draft at its
--    stream's end: charged when the answer reached its first sentence or finished, otherwise released once no draft of
--    the row is in flight. Rows without a turn key are charged at once.
alter table public.ai_usage
  add column turn_key text,
  add column drafts smallint not null default 1,
  add column inflight smallint not null default 0,
  add column charged_at timestamptz;
create index ai_usage_user_id_turn_key_idx on public.ai_usage (user_id, turn_key) where turn_key is not null;

drop function public.consume_ai_question(uuid, text);

create function public.consume_ai_question(p_user_id uuid, p_kind text, p_turn_key text default null)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint, reason text)
language plpgsql security definer set search_path = '' as $$
declare
  v_free_limit constant integer := 10;
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
  if p_turn_key is not null and p_kind <> 'copilot' then
    raise exception 'Only copilot questions carry a turn key' using errcode = '22023';
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
revoke all on function public.consume_ai_question(uuid, text, text) from public, anon, authenticated;
grant execute on function public.consume_ai_question(uuid, text, text) to service_role;

-- Called by the gateway once per draft, when its stream ends however it ends (finished, cancelled, upstream failure).
-- p_delivered: the relayed answer reached its first sentence end, or the stream finished. Returns the row's state.
create or replace function public.settle_ai_question(p_usage_id bigint, p_delivered boolean)
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
revoke all on function public.settle_ai_question(bigint, boolean) from public, anon, authenticated;
grant execute on function public.settle_ai_question(bigint, boolean) to service_role;
