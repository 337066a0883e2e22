-- Offers (issue #43): the job offers on an application (a first offer, a revised one), owner-only, with pay that is never negative, a known currency and a vesting schedule that adds up to 100 %.

-- The ISO 4217 currencies in use (the ISO 4217 maintenance agency's list, checked 2026-11-28: ANG replaced by XCG on
-- 2025-03-31, BGN by EUR on 2026-01-01, SLL by SLE, funds and metals left out). The SPA offers the same list
-- (src/data/offers/currencies.ts; tests/integration/offers.test.ts checks they match).
create function private.known_currencies() returns text[]
language sql immutable set search_path = '' as $$
  select array[
    'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD', 'BIF', 'BMD', 'BND', 'BOB',
    'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF',
    'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD',
    'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF',
    'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT',
    'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN',
    'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP',
    'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS',
    'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW',
    'ZWG'
  ]
$$;
grant execute on function private.known_currencies() to authenticated;

-- A vesting schedule: the percent of the grant that vests in each year, 1 to 10 years, none negative, 100 in all.
create function private.vesting_adds_up(p_percents numeric[]) returns boolean
language sql immutable set search_path = '' as $$
  select cardinality(p_percents) between 1 and 10
    and array_position(p_percents, null) is null
    and not exists (select 1 from unnest(p_percents) as p(percent) where p.percent < 0 or p.percent > 100)
    and (select sum(p.percent) from unnest(p_percents) as p(percent)) = 100
$$;
grant execute on function private.vesting_adds_up(numeric[]) to authenticated;

create table public.offers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  application_id uuid not null references public.applications (id) on delete cascade,
  -- "First offer", "Revised offer": how the person tells two offers of one application apart.
  label text not null default '' constraint offers_label_length check (char_length(label) <= 100),
  currency text not null constraint offers_currency_known check (currency = any (private.known_currencies())),
  -- Yearly amounts in the offer's currency.
  base_salary numeric(14, 2) not null constraint offers_base_salary_not_negative check (base_salary >= 0 and base_salary <= 1000000000),
  -- The target bonus, as a percent of base or as an amount: one or the other.
  bonus_percent numeric(6, 2) constraint offers_bonus_percent_range check (bonus_percent is null or bonus_percent between 0 and 1000),
  bonus_amount numeric(14, 2) constraint offers_bonus_amount_not_negative check (bonus_amount is null or bonus_amount between 0 and 1000000000),
  -- Equity: the grant's whole value, or a number of units at a price: one or the other, vesting as the schedule says.
  equity_amount numeric(16, 2) constraint offers_equity_amount_not_negative check (equity_amount is null or equity_amount between 0 and 100000000000),
  equity_units numeric(16, 4) constraint offers_equity_units_not_negative check (equity_units is null or equity_units between 0 and 100000000000),
  equity_unit_price numeric(14, 4)
    constraint offers_equity_unit_price_not_negative check (equity_unit_price is null or equity_unit_price between 0 and 10000000),
  -- Percent vesting in each year from the start date (e.g. {25,25,25,25}); within a year it vests month by month.
  vesting_percents numeric(5, 2)[] constraint offers_vesting_adds_up check (vesting_percents is null or private.vesting_adds_up(vesting_percents)),
  -- Nothing vests before the cliff; what accrued until then vests at it.
  vesting_cliff_months integer not null default 0 constraint offers_vesting_cliff_range check (vesting_cliff_months between 0 and 60),
  -- Paid once in the first year, and (some offers) a second part in the second year.
  sign_on_amount numeric(14, 2) constraint offers_sign_on_not_negative check (sign_on_amount is null or sign_on_amount between 0 and 1000000000),
  sign_on_year_two numeric(14, 2) constraint offers_sign_on_year_two_not_negative check (sign_on_year_two is null or sign_on_year_two between 0 and 1000000000),
  -- A one-time relocation package: shown beside the totals, not in them.
  relocation_amount numeric(14, 2) constraint offers_relocation_not_negative check (relocation_amount is null or relocation_amount between 0 and 1000000000),
  benefits_notes text not null default '' constraint offers_benefits_notes_length check (char_length(benefits_notes) <= 2000),
  remote_policy text constraint offers_remote_policy_check check (remote_policy is null or remote_policy in ('onsite', 'hybrid', 'remote')),
  start_date date constraint offers_start_date_range check (start_date is null or start_date between date '1970-01-01' and date '2999-12-31'),
  -- The day the offer must be answered by.
  deadline date constraint offers_deadline_range check (deadline is null or deadline between date '1970-01-01' and date '2999-12-31'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint offers_bonus_one_kind check (bonus_percent is null or bonus_amount is null),
  constraint offers_equity_one_kind check (equity_amount is null or (equity_units is null and equity_unit_price is null)),
  constraint offers_equity_units_with_price check ((equity_units is null) = (equity_unit_price is null)),
  constraint offers_equity_has_vesting check ((equity_amount is null and equity_units is null) or vesting_percents is not null),
  constraint offers_vesting_cliff_within_schedule check (vesting_percents is null or vesting_cliff_months <= 12 * cardinality(vesting_percents))
);
create index offers_user_id_idx on public.offers (user_id);
create index offers_application_id_idx on public.offers (application_id);
create trigger offers_set_updated_at before update on public.offers
  for each row execute function private.set_updated_at();

alter table public.offers enable row level security;
revoke all on table public.offers from anon, authenticated;
grant select, insert, update, delete on table public.offers to authenticated;

-- An offer belongs to one of the person's own applications: another person's application id is refused.
create policy "offers: owners read" on public.offers
  for select to authenticated using (user_id = (select auth.uid()));
create policy "offers: owners insert" on public.offers
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, null));
create policy "offers: owners update" on public.offers
  for update to authenticated using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.is_own_copilot_session(application_id, null));
create policy "offers: owners delete" on public.offers
  for delete to authenticated using (user_id = (select auth.uid()));

-- Imported after the applications they belong to (any position after theirs, 10; 430 leaves other features' rows free).
insert into public.account_import_tables (table_name, position, max_rows) values ('offers', 430, 5000);
