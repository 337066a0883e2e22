// The emails the local Auth server sends, rendered from supabase/config.toml's [auth.email.template.<kind>] (subject and
// content_path, Go templates with {{ .ConfirmationURL }}, {{ .Token }}, {{ .Email }}, {{ .SiteURL }}, {{ .Data }}) as the
// Supabase CLI and hosted Supabase render them; GoTrue's default template where the project sets none. The project's
// own templates live in supabase/templates/ (the recovery email there speaks the person's language).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { compileTemplate } from './go-template.js';
import type { JsonObject } from './input.js';

type Render = (values: Record<string, unknown>) => string;
export interface EmailTemplate {
  subject: Render;
  html: Render;
}

/** GoTrue's default recovery email (internal/mailer/template.go), checked 2026-11-25. */
const GOTRUE_RECOVERY = {
  subject: 'Reset Your Password',
  content: `<h2>Reset Password</h2>

<p>Follow this link to reset the password for your user:</p>
<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
};

/** The recovery template of supabase/config.toml (content_path relative to supabase/, as the CLI reads it). */
export function readRecoveryTemplate(projectDir: string | undefined): EmailTemplate {
  const supabaseDir = projectDir ? path.join(projectDir, 'supabase') : undefined;
  const file = supabaseDir ? path.join(supabaseDir, 'config.toml') : undefined;
  const config =
    file && existsSync(file)
      ? (parseToml(readFileSync(file, 'utf8')) as { auth?: { email?: { template?: Record<string, { subject?: string; content_path?: string }> } } })
      : {};
  const configured = config.auth?.email?.template?.recovery ?? {};
  const name = '[auth.email.template.recovery]';
  const content = configured.content_path ? readFileSync(path.resolve(supabaseDir as string, configured.content_path), 'utf8') : GOTRUE_RECOVERY.content;
  return {
    subject: compileTemplate(configured.subject ?? GOTRUE_RECOVERY.subject, `${name} subject`, { html: false }),
    html: compileTemplate(content, `${name} ${configured.content_path ?? 'default'}`, { html: true }),
  };
}

/** The plain-text part, as a mail client shows it: the HTML without tags, each link written out after its label. */
function textOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2: $1')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

export function recoveryMessage(template: EmailTemplate, to: string, link: string, otp: string, metadata: JsonObject | null, siteUrl: string) {
  const values = { ConfirmationURL: link, Token: otp, Email: to, SiteURL: siteUrl, Data: metadata ?? {} };
  const html = template.html(values);
  return { to, subject: template.subject(values).trim(), text: `${textOf(html)}\n`, html, link };
}
