-- Demo account for local development: demo@offerpilot.local / offerpilot-demo, with a realistic job search.

-- Written the way GoTrue needs the row: '' (never NULL) in its token columns, or sign-in fails with
-- "Database error querying schema" under `supabase start` and on hosted branches.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token
)
values (
  '00000000-0000-0000-0000-000000000000', 'd0d0d0d0-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
  'demo@offerpilot.local', extensions.crypt('offerpilot-demo', extensions.gen_salt('bf', 10)), now(),
  '{"provider":"email","providers":["email"]}', '{"firstname":"Camille","email_verified":true}', now(), now(),
  '', '', '', '', '', '', '', ''
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0d0d0d0-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001',
  '{"sub":"d0d0d0d0-0000-4000-8000-000000000001","email":"demo@offerpilot.local","email_verified":true}',
  'email', now(), now(), now()
);

insert into public.applications (id, user_id, company_name, job_title, application_date, status, job_link, job_offer_content, expected_interviews) values
  ('a0000000-0000-4000-8000-000000000001', 'd0d0d0d0-0000-4000-8000-000000000001', 'Doctolib', 'Senior Frontend Engineer', current_date - 21, 'In progress',
   'https://careers.doctolib.com/jobs/senior-frontend-engineer',
   E'We are looking for a Senior Frontend Engineer to join the Patient Experience team.\n\nYou will:\n- Build accessible React interfaces used by millions of patients\n- Own performance budgets and Core Web Vitals\n- Mentor engineers and review designs\n\nYou have: 5+ years of React and TypeScript, experience with design systems, testing culture (Testing Library, Playwright).', 4),
  ('a0000000-0000-4000-8000-000000000002', 'd0d0d0d0-0000-4000-8000-000000000001', 'Qonto', 'Product Engineer, Payments', current_date - 14, 'Applied',
   'https://qonto.com/en/careers/product-engineer-payments',
   E'Join the Payments squad to design SEPA and card flows end to end. Go, TypeScript, PostgreSQL. You care about reliability, idempotency and clear APIs.', 3),
  ('a0000000-0000-4000-8000-000000000003', 'd0d0d0d0-0000-4000-8000-000000000001', 'Alan', 'Full-stack Developer', current_date - 30, 'No Reply',
   'https://alan.com/careers/full-stack-developer', null, null),
  ('a0000000-0000-4000-8000-000000000004', 'd0d0d0d0-0000-4000-8000-000000000001', 'BlaBlaCar', 'Frontend Tech Lead', current_date - 45, 'Missed',
   'https://blablacar.com/careers/frontend-tech-lead', null, 3),
  ('a0000000-0000-4000-8000-000000000005', 'd0d0d0d0-0000-4000-8000-000000000001', 'Back Market', 'Software Engineer, Checkout', current_date - 60, 'Succeeded',
   'https://backmarket.com/careers/software-engineer-checkout', E'Checkout team: Vue/Nuxt and Python. Own the purchase funnel, A/B tests and payment integrations.', 3),
  ('a0000000-0000-4000-8000-000000000006', 'd0d0d0d0-0000-4000-8000-000000000001', 'Mistral AI', 'Applied AI Engineer', current_date - 2, 'Saved',
   'https://mistral.ai/careers/applied-ai-engineer', null, null),
  ('a0000000-0000-4000-8000-000000000007', 'd0d0d0d0-0000-4000-8000-000000000001', 'Contentsquare', 'Senior React Developer', current_date - 9, 'In progress',
   'https://contentsquare.com/careers/senior-react-developer', E'Build the analytics app used by product teams. React, TypeScript, data visualisation, large-scale performance.', 2);

insert into public.interviews (application_id, name, interviewer_names, date, duration, additional_info) values
  ('a0000000-0000-4000-8000-000000000001', 'Recruiter screen', 'Sophie Martin', date_trunc('hour', now()) - interval '12 days', 30, 'Motivation, salary expectations, notice period.'),
  ('a0000000-0000-4000-8000-000000000001', 'Technical interview', 'Hugo Bernard, Léa Petit', date_trunc('hour', now()) - interval '5 days', 60, 'Live coding in React: build an accessible autocomplete.'),
  ('a0000000-0000-4000-8000-000000000001', 'System design', 'Thomas Dubois', date_trunc('hour', now()) + interval '2 days' + interval '10 hours', 60, 'Design the appointment booking front end at scale.'),
  ('a0000000-0000-4000-8000-000000000005', 'Hiring manager', 'Claire Moreau', date_trunc('hour', now()) - interval '40 days', 45, null),
  ('a0000000-0000-4000-8000-000000000005', 'Team fit', 'Nicolas Laurent, Emma Roux', date_trunc('hour', now()) - interval '33 days', 45, null),
  ('a0000000-0000-4000-8000-000000000005', 'Offer call', 'Claire Moreau', date_trunc('hour', now()) - interval '25 days', 30, 'Offer accepted.'),
  ('a0000000-0000-4000-8000-000000000007', 'Recruiter screen', 'Julie Fontaine', date_trunc('hour', now()) + interval '6 days' + interval '14 hours', 30, null);

insert into public.experiences (user_id, company, job_title, start_date, end_date, current_job, missions) values
  ('d0d0d0d0-0000-4000-8000-000000000001', 'ManoMano', 'Frontend Engineer', date '2021-09-01', null, true,
   E'- Rebuilt the product page in React and TypeScript: LCP from 3.8 s to 1.9 s\n- Led the migration of 40 screens to the design system\n- Introduced Playwright end-to-end tests in CI, cutting checkout regressions by half'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'Deezer', 'Web Developer', date '2018-06-01', date '2021-08-31', false,
   E'- Built the lyrics and playlist sharing features for the web player\n- Mentored two junior developers\n- Ran A/B tests on onboarding (+6% activation)'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'Capgemini', 'Junior Developer', date '2016-09-01', date '2018-05-31', false,
   E'- Delivered Angular back-office tools for an insurance client\n- Wrote the team''s first unit-test guidelines');

update public.user_profiles set interview_language = 'en', ai_response_language = 'en' where id = 'd0d0d0d0-0000-4000-8000-000000000001';
