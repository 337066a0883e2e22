-- Paid plans are unlimited within fair use (60 questions in any rolling hour); the Analyzer is for paid plans only.

drop function public.consume_ai_question(uuid, text);

create function public.consume_ai_question(p_user_id uuid, p_kind text)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint, reason text)
language plpgsql security definer set search_path = '' as $$
declare
  v_free_limit constant integer := 10;
  v_hourly_limit constant integer := 60;
  v_plan text;
  v_used integer;
  v_id bigint;
begin
  if p_user_id is null then
    raise exception 'p_user_id is required' using errcode = '22004';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || p_user_id::text, 0));
  v_plan := private.effective_plan(p_user_id);
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
    where u.user_id = p_user_id and u.refunded_at is null and u.created_at > now() - interval '1 hour'
  ) >= v_hourly_limit then
    return query select false, v_plan, null::integer, null::bigint, 'rate_limited';
    return;
  end if;
  insert into public.ai_usage (user_id, kind) values (p_user_id, p_kind) returning id into v_id;
  return query select true, v_plan, case when v_plan = 'free' then v_free_limit - v_used - 1 end, v_id, null::text;
end
$$;
revoke all on function public.consume_ai_question(uuid, text) from public, anon, authenticated;
grant execute on function public.consume_ai_question(uuid, text) to service_role;
