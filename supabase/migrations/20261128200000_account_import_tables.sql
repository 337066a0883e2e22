-- The tables import_account restores become rows of one table, so a feature that adds a table of the person's data adds
-- a row here (insert into public.account_import_tables …) instead of restating the whole function: two features built
-- side by side no longer each replace import_account and drop the other's table. The function is otherwise the one of
-- 20261128183100_import_account_standing_rules.sql.

create table public.account_import_tables (
  table_name text primary key check (to_regclass(format('public.%I', table_name)) is not null),
  -- Parents first: a row is imported after the rows it refers to.
  position integer not null unique,
  -- Far above any real account, low enough that one call cannot fill the database. The import dialog refuses the
  -- same sizes before uploading anything (supabase/functions/_shared/account-import-limits.ts, checked against these by
  -- tests/integration/import-account.test.ts).
  max_rows integer not null check (max_rows > 0)
);
comment on table public.account_import_tables is 'The tables public.import_account restores, in order, with their row limits.';
alter table public.account_import_tables enable row level security;
-- Read by import_account, which runs as the person; nobody writes it but migrations.
create policy "Anyone signed in reads the import's tables" on public.account_import_tables for select to authenticated using (true);
revoke all on public.account_import_tables from anon, authenticated;
grant select on public.account_import_tables to authenticated;

insert into public.account_import_tables (table_name, position, max_rows) values
  ('applications', 10, 5000),
  ('interviews', 20, 20000),
  ('experiences', 30, 2000),
  ('application_analyses', 40, 5000),
  ('chat_messages', 50, 20000),
  ('user_notes', 60, 5000),
  ('coach_sessions', 70, 5000),
  ('interview_debriefs', 80, 20000),
  -- Its 20-per-person trigger refuses an import past 20 in all.
  ('standing_rules', 90, 20);

create or replace function public.import_account(p_import jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  -- The tables an import restores, parents first, each with the most rows one import may hold, are the rows of
  -- public.account_import_tables; and the most bytes of a whole import. Subscriptions (the Stripe webhook's) and AI usage
  -- (the server's meter) belong to the account they were paid or counted on: exported, never imported.
  c_max_bytes constant integer := 20 * 1024 * 1024;
  v_user uuid := auth.uid();
  v_errors jsonb := '[]'::jsonb;
  v_refused integer := 0;
  v_counts jsonb := '{}'::jsonb;
  v_bytes bigint;
  v_table record;
  v_rows jsonb;
  v_row jsonb;
  v_index integer;
  v_columns text;
  v_profile jsonb := p_import -> 'profile';
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(p_import) is distinct from 'object' then
    raise exception 'The import must be a JSON object' using errcode = '22023';
  end if;
  v_bytes := octet_length(p_import::text);
  if v_bytes > c_max_bytes then
    raise exception 'The import is too large: % MB of data, and one import holds at most % MB',
      round(v_bytes / 1048576.0, 1), c_max_bytes / 1048576 using errcode = '54000';
  end if;
  for v_table in select t.table_name, t.max_rows from public.account_import_tables t order by t.position loop
    v_rows := coalesce(p_import -> v_table.table_name, '[]'::jsonb);
    if jsonb_typeof(v_rows) <> 'array' then
      raise exception '% must be an array', v_table.table_name using errcode = '22023';
    end if;
    if jsonb_array_length(v_rows) > v_table.max_rows then
      raise exception 'The import is too large: % % rows, and one import holds at most %',
        jsonb_array_length(v_rows), replace(v_table.table_name, '_', ' '), v_table.max_rows using errcode = '54000';
    end if;
  end loop;

  for v_table in select t.table_name, t.max_rows from public.account_import_tables t order by t.position loop
    v_index := 0;
    for v_row in select value from jsonb_array_elements(coalesce(p_import -> v_table.table_name, '[]'::jsonb)) loop
      v_index := v_index + 1;
      begin
        -- The columns the row gives: a generated one (chat_messages.application_id…) is never written, and one the
        -- row leaves out takes its default.
        select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_columns
        from pg_catalog.pg_attribute a
        where a.attrelid = format('public.%I', v_table.table_name)::regclass and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '' and jsonb_typeof(v_row) = 'object' and v_row ? a.attname;
        if v_columns is null then
          raise exception 'is not a row of %', v_table.table_name using errcode = '22023';
        end if;
        execute format(
          'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1) %3$s',
          v_table.table_name, v_columns,
          -- A note the account already has for that session keeps its text; the imported text follows it.
          case when v_table.table_name = 'user_notes' then
            'on conflict (user_id, session_id) do update set content = case when t.content = '''' then excluded.content'
            || ' else left(t.content || E''\n\n'' || excluded.content, 50000) end'
          else '' end
        ) using v_row;
      exception when others then
        v_refused := v_refused + 1;
        if jsonb_array_length(v_errors) < 100 then
          v_errors := v_errors || jsonb_build_object('table', v_table.table_name, 'item', v_index, 'message', sqlerrm);
        end if;
      end;
    end loop;
    v_counts := v_counts || jsonb_build_object(v_table.table_name, v_index);
  end loop;

  -- The profile's settings, every column the export gives (a null one keeps the current value; photo_url is always
  -- taken, null when the export's photo did not come along). The id and dates stay the account's own.
  if jsonb_typeof(v_profile) = 'object' then
    v_profile := (jsonb_strip_nulls(v_profile) - 'id' - 'created_at' - 'updated_at')
      || jsonb_build_object('photo_url', v_profile -> 'photo_url');
    begin
      select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_columns
      from pg_catalog.pg_attribute a
      where a.attrelid = 'public.user_profiles'::regclass and a.attnum > 0 and not a.attisdropped and v_profile ? a.attname;
      execute format(
        'update public.user_profiles p set (%1$s) = (select %1$s from jsonb_populate_record(p, $1)) where p.id = $2',
        v_columns
      ) using v_profile, v_user;
    exception when others then
      v_refused := v_refused + 1;
      v_errors := v_errors || jsonb_build_object('table', 'user_profiles', 'item', 1, 'message', sqlerrm);
    end;
  end if;

  -- DETAIL names the first 100 refused rows; the message counts them all.
  if v_refused > 0 then
    raise exception 'The import was refused: % item(s) could not be saved', v_refused
      using errcode = 'P0001', detail = v_errors::text;
  end if;
  return v_counts;
end
$$;
revoke all on function public.import_account(jsonb) from public, anon, authenticated;
grant execute on function public.import_account(jsonb) to authenticated;
