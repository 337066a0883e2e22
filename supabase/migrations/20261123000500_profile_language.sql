-- The language the person reads Offerpilot in ('en' or 'fr'), kept with the profile so it follows them to every
-- browser. Null: not chosen yet (the SPA fills it with the language in use at the next sign-in).
alter table public.user_profiles add column language text check (language in ('en', 'fr'));

-- The account import carries the language with the rest of the profile (a null one keeps the current choice).

-- p_import holds the rows already remapped by the SPA to new ids and to the caller's user id and file paths:
-- { profile: {…} | null, applications: […], interviews: […], experiences: […], application_analyses: […],
--   chat_messages: […], user_notes: […], coach_sessions: […] }. Parents are inserted before children. Each refused row
-- is recorded (table, position, reason) and the import goes on to find the others; if any was refused, the function
-- raises P0001 with the list as JSON in DETAIL, so the whole transaction rolls back and nothing is imported.
create or replace function public.import_account(p_import jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_errors jsonb := '[]'::jsonb;
  v_counts jsonb := '{}'::jsonb;
  v_table text;
  v_row jsonb;
  v_index integer;
  v_profile jsonb := p_import -> 'profile';
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_import) is distinct from 'object' then
    raise exception 'The import must be a JSON object' using errcode = '22023';
  end if;

  foreach v_table in array array['applications', 'interviews', 'experiences', 'application_analyses', 'chat_messages', 'user_notes', 'coach_sessions'] loop
    if coalesce(jsonb_typeof(p_import -> v_table), 'array') <> 'array' then
      raise exception '% must be an array', v_table using errcode = '22023';
    end if;
    v_index := 0;
    for v_row in select value from jsonb_array_elements(coalesce(p_import -> v_table, '[]'::jsonb)) loop
      v_index := v_index + 1;
      begin
        case v_table
          when 'applications' then
            insert into public.applications select * from jsonb_populate_record(null::public.applications, v_row);
          when 'interviews' then
            insert into public.interviews select * from jsonb_populate_record(null::public.interviews, v_row);
          when 'experiences' then
            insert into public.experiences select * from jsonb_populate_record(null::public.experiences, v_row);
          when 'application_analyses' then
            insert into public.application_analyses select * from jsonb_populate_record(null::public.application_analyses, v_row);
          when 'chat_messages' then
            -- application_id and interview_id are generated from session_id: never inserted.
            insert into public.chat_messages (id, user_id, session_id, role, content, created_at)
              select id, user_id, session_id, role, content, created_at from jsonb_populate_record(null::public.chat_messages, v_row);
          when 'user_notes' then
            -- A note the account already has for that session keeps its text; the imported text follows it.
            insert into public.user_notes as n (id, user_id, session_id, content, created_at, updated_at)
              select id, user_id, session_id, content, created_at, updated_at from jsonb_populate_record(null::public.user_notes, v_row)
              on conflict (user_id, session_id) do update set content = case
                when n.content = '' then excluded.content
                else left(n.content || E'\n\n' || excluded.content, 50000)
              end;
          when 'coach_sessions' then
            insert into public.coach_sessions (id, user_id, session_id, started_at, ended_at, turns, summary, created_at)
              select id, user_id, session_id, started_at, ended_at, turns, summary, created_at from jsonb_populate_record(null::public.coach_sessions, v_row);
        end case;
      exception when others then
        if jsonb_array_length(v_errors) < 100 then
          v_errors := v_errors || jsonb_build_object('table', v_table, 'item', v_index, 'message', sqlerrm);
        end if;
      end;
    end loop;
    v_counts := v_counts || jsonb_build_object(v_table, v_index);
  end loop;

  if jsonb_typeof(v_profile) = 'object' then
    begin
      update public.user_profiles p set
        photo_url = v_profile ->> 'photo_url',
        ai_response_length = coalesce(v_profile ->> 'ai_response_length', p.ai_response_length),
        interview_language = coalesce(v_profile ->> 'interview_language', p.interview_language),
        ai_response_language = coalesce(v_profile ->> 'ai_response_language', p.ai_response_language),
        auto_send = coalesce((v_profile ->> 'auto_send')::boolean, p.auto_send),
        language = coalesce(v_profile ->> 'language', p.language)
      where p.id = v_user;
    exception when others then
      v_errors := v_errors || jsonb_build_object('table', 'user_profiles', 'item', 1, 'message', sqlerrm);
    end;
  end if;

  if jsonb_array_length(v_errors) > 0 then
    raise exception 'The import was refused: % item(s) could not be saved', jsonb_array_length(v_errors)
      using errcode = 'P0001', detail = v_errors::text;
  end if;
  return v_counts;
end
$$;
revoke all on function public.import_account(jsonb) from public, anon, authenticated;
grant execute on function public.import_account(jsonb) to authenticated;
