-- The negotiation brief (issue #43) kept with the offer it was written for, with the moment it was written: a person who reloads no longer loses a charged brief.
-- The brief is the person's own words to keep, written by the SPA under the offers' owner-only policies; it is exported,
-- imported (offers' row of account_import_tables, whose import restores every column the row gives) and deleted with the offer.
alter table public.offers
  add column negotiation_brief text
    -- About 350 words asked for, 1,200 tokens at most (AI_MAX_TOKENS.negotiation): 12,000 characters is far above a real one.
    constraint offers_negotiation_brief_length check (negotiation_brief is null or (char_length(negotiation_brief) <= 12000 and negotiation_brief ~ '\S')),
  add column negotiation_brief_at timestamptz,
  add constraint offers_negotiation_brief_dated check ((negotiation_brief is null) = (negotiation_brief_at is null));

comment on column public.offers.negotiation_brief is 'The last negotiation brief written for this offer (Markdown, at most 12,000 characters)';
comment on column public.offers.negotiation_brief_at is 'When negotiation_brief was written; set with it, null without it';
