-- A fourth draft per turn, a fifth refused, and a draft asked again on the same question spending none (issue #38).
-- Replaces consume_ai_question (20261121000400_ai_metering.sql), whose drafts shared a row up to 3 and then opened a
-- new row, that is a second charge for one turn. Now: up to 4 drafts (AI_DRAFTS.perTurn in
-- supabase/functions/_shared/ai-contract.ts, maxDrafts in src/lib/hearing/turn-config.ts) share the turn's one row and
-- its one charge; a fifth while that row is live is refused ('turn_drafts_spent'), never charged as a new question; a
-- draft whose question has the same words as the row's last draft (same-question.ts: punctuation, case, a filler) is
-- the same draft asked again (the interviewer coughed, or said "um", and the hearing drafted again): it joins the row
-- without spending one of its drafts. The gateway sends each draft's question key: a SHA-256 of its question's words
-- by the same-question rule, so no question text is kept here.

alter table public.ai_usage add column question_key text
  constraint ai_usage_question_key_check check (question_key is null or question_key ~ '^[0-9a-f]{64}$');

drop function public.consume_ai_question(uuid, text, text);

-- Called by the AI gateway (service role) before each question, under the per-user lock, so the month's limit cannot
-- be overspent. Coach questions spend no credit, but each is recorded so that a per-user hourly limit holds them.
-- Speculative drafts: a Copilot answer or Coach feedback with a turn key ('<session>:<turn seq>') reserves a row that
-- counts against the month at once (so concurrent drafts never overspend); later drafts of the same turn reuse the live
-- row (at most 4 per row, within 2 minutes: a turn key reused later is a new question; a fifth draft is refused; the
-- same question drafted again spends none); the gateway settles each draft at its stream's end: charged when the
-- answer reached its first sentence or finished, otherwise released once no draft of the row is in flight. Rows
-- without a turn key are charged at once.
create function public.consume_ai_question(p_user_id uuid, p_kind text, p_turn_key text default null, p_question_key text default null)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint, reason text)
language plpgsql security definer set search_path = '' as $$
declare
  v_free_limit constant integer := private.free_monthly_questions();
  v_hourly_limit constant integer := 60;
  v_coach_questions_per_hour constant integer := 30;
  v_drafts_per_row constant integer := 4;
  v_released_per_hour constant integer := 30;
  v_released_per_day constant integer := 100;
  v_plan text;
  v_used integer;
  v_id bigint;
  v_row public.ai_usage;
begin
  if p_user_id is null then
    raise exception 'p_user_id is required' using errcode = '22004';
  end if;
  if p_turn_key is not null and p_kind not in ('copilot', 'coach') then
    raise exception 'Only copilot questions and coach feedback carry a turn key' using errcode = '22023';
  end if;
  if p_question_key is not null and (p_turn_key is null or p_question_key !~ '^[0-9a-f]{64}$') then
    raise exception 'A question key is the SHA-256 (hex) of a draft''s question, with its turn key' using errcode = '22023';
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
    select * into v_row from public.ai_usage u
    where u.user_id = p_user_id and u.turn_key = p_turn_key and u.refunded_at is null and u.created_at > now() - interval '2 minutes'
    order by u.id desc limit 1;
    if v_row.id is not null then
      if p_question_key is not null and v_row.question_key = p_question_key then
        -- The same question drafted again: the same draft, none spent.
        update public.ai_usage u set inflight = u.inflight + 1 where u.id = v_row.id;
      elsif v_row.drafts >= v_drafts_per_row then
        return query select false, v_plan, null::integer, null::bigint, 'turn_drafts_spent';
        return;
      else
        update public.ai_usage u set drafts = u.drafts + 1, inflight = u.inflight + 1, question_key = p_question_key where u.id = v_row.id;
      end if;
      return query select true, v_plan, null::integer, v_row.id, null::text;
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
    insert into public.ai_usage (user_id, kind, turn_key, inflight, question_key) values (p_user_id, p_kind, p_turn_key, 1, p_question_key)
    returning id into v_id;
  end if;
  return query select true, v_plan, case when v_plan = 'free' then v_free_limit - v_used - 1 end, v_id, null::text;
end
$$;
revoke all on function public.consume_ai_question(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.consume_ai_question(uuid, text, text, text) to service_role;
