-- A new account's Copilot languages (the interview's and the answers') start as the app language it signed up in.

-- The app language of a sign-up (user metadata 'language', 'en' or 'fr'); English when none was given.
create or replace function private.sign_up_language(p_metadata jsonb) returns public.language_code
language sql immutable set search_path = '' as $$
  select case when p_metadata ->> 'language' in ('en', 'fr') then (p_metadata ->> 'language')::public.language_code
              else 'en'::public.language_code end
$$;

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_language public.language_code := private.sign_up_language(new.raw_user_meta_data);
begin
  insert into public.user_profiles (id, interview_language, ai_response_language) values (new.id, v_language, v_language)
    on conflict (id) do nothing;
  insert into public.subscriptions (user_id, plan_type, status) values (new.id, 'free', 'active')
    on conflict (user_id) where stripe_subscription_id is null do nothing;
  return new;
end
$$;

-- The repair of a missing profile starts from the same languages.
create or replace function public.ensure_profile()
returns setof public.user_profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_language public.language_code;
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select private.sign_up_language(u.raw_user_meta_data) into v_language from auth.users u where u.id = v_user;
  v_language := coalesce(v_language, 'en');
  insert into public.user_profiles (id, interview_language, ai_response_language) values (v_user, v_language, v_language)
    on conflict (id) do nothing;
  return query select * from public.user_profiles p where p.id = v_user;
end
$$;
