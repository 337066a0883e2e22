-- Profiles (settings that follow the person) and subscriptions, created for every new user.

-- The languages an interview and the AI's answers can be in, listed once (the SPA's LANGUAGES;
-- src/config/constants-match-database.ts fails to compile when the two lists differ).
create domain public.language_code as text
  constraint language_code_check check (value in ('en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'zh', 'ja', 'ko'));

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  photo_url text constraint user_profiles_photo_url_check check (photo_url is null or (photo_url ~* '^https?://' and char_length(photo_url) <= 2048)),
  ai_response_length text not null default 'balanced'
    constraint user_profiles_ai_response_length_check check (ai_response_length in ('short', 'balanced', 'comprehensive')),
  interview_language public.language_code not null default 'en',
  ai_response_language public.language_code not null default 'en',
  -- Copilot "Answer timing": 'instant' (drafts from the early end of the interviewer's turn), 'pause' (after a 2 s
  -- pause) or 'off' (only on Answer now / Send).
  answer_timing text not null default 'off'
    constraint user_profiles_answer_timing_check check (answer_timing in ('instant', 'pause', 'off')),
  -- The language the person reads Offerpilot in ('en' or 'fr'), kept with the profile so it follows them to every
  -- browser. Null: not chosen yet (the SPA fills it with the language in use at the next sign-in).
  language text constraint user_profiles_language_check check (language in ('en', 'fr')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger user_profiles_set_updated_at before update on public.user_profiles
  for each row execute function private.set_updated_at();

alter table public.user_profiles enable row level security;
revoke all on table public.user_profiles from anon, authenticated;
grant select, insert, update on table public.user_profiles to authenticated;

create policy "user_profiles: owners read" on public.user_profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "user_profiles: owners insert" on public.user_profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "user_profiles: owners update" on public.user_profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- subscriptions: read by their owner, written only by the Stripe webhook (service role) ---------
-- Each person's free row (no Stripe id) plus one row per Stripe subscription they hold, so one subscription's events
-- never overwrite another's; the plan in force is the highest running one (private.effective_plan).
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_type text not null default 'free' constraint subscriptions_plan_type_check check (plan_type in ('free', 'plus', 'flash')),
  status text not null default 'active'
    constraint subscriptions_status_check check (status in ('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  stripe_customer_id text
    constraint subscriptions_stripe_customer_id_length check (stripe_customer_id is null or char_length(stripe_customer_id) between 1 and 255),
  stripe_subscription_id text unique
    constraint subscriptions_stripe_subscription_id_length check (stripe_subscription_id is null or char_length(stripe_subscription_id) between 1 and 255),
  stripe_event_created_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_user_id_idx on public.subscriptions (user_id);
create unique index subscriptions_free_row_idx on public.subscriptions (user_id) where stripe_subscription_id is null;
create trigger subscriptions_set_updated_at before update on public.subscriptions
  for each row execute function private.set_updated_at();

alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;

create policy "subscriptions: owners read" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));

-- Every new user gets a profile and their free row.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.user_profiles (id) values (new.id) on conflict (id) do nothing;
  insert into public.subscriptions (user_id, plan_type, status) values (new.id, 'free', 'active')
    on conflict (user_id) where stripe_subscription_id is null do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Reading the profile never writes: a missing row (a user made before the trigger) is repaired by this call alone,
-- with the defaults, for the caller only.
create function public.ensure_profile()
returns setof public.user_profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.user_profiles (id) values (v_user) on conflict (id) do nothing;
  return query select * from public.user_profiles p where p.id = v_user;
end
$$;
grant execute on function public.ensure_profile() to authenticated;

-- The plans page repairs a missing free row and reads every row of the caller (never anyone else's).
create or replace function public.ensure_subscription()
returns setof public.subscriptions
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.subscriptions (user_id, plan_type, status) values (v_user, 'free', 'active')
    on conflict (user_id) where stripe_subscription_id is null do nothing;
  return query select * from public.subscriptions s where s.user_id = v_user order by s.created_at;
end
$$;
grant execute on function public.ensure_subscription() to authenticated;
