import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecoveryTemplate } from './emails.js';
import { compileTemplate } from './go-template.js';

describe('compileTemplate (the Go template subset of Supabase email templates)', () => {
  it('fills fields, escapes them in HTML, and picks the branch of if / else if / else', () => {
    const render = compileTemplate(
      '{{ if eq .Data.language "fr" }}Bonjour{{ else if .Data.name }}Hi {{ .Data.name }}{{ else }}Hello{{ end }} <a href="{{ .ConfirmationURL }}">',
      't',
      { html: true },
    );
    expect(render({ Data: { language: 'fr' }, ConfirmationURL: 'x' })).toBe('Bonjour <a href="x">');
    expect(render({ Data: { name: '<Lou>' }, ConfirmationURL: 'https://a?b=1&c="2"' })).toBe('Hi &lt;Lou&gt; <a href="https://a?b=1&amp;c=&#34;2&#34;">');
    expect(render({ Data: {} })).toBe('Hello <a href="">');
  });

  it('refuses, when it starts, what it cannot render the way Go would', () => {
    expect(() => compileTemplate('{{ .Data.language | upper }}', 'recovery.html', { html: true })).toThrow(
      'recovery.html: local-supabase does not render {{ .Data.language | upper }}',
    );
    expect(() => compileTemplate('{{ if ne .Data.language "fr" }}x{{ end }}', 'recovery.html', { html: true })).toThrow(/does not render \{\{ if ne/);
    expect(() => compileTemplate('{{ if .Data.x }}x', 'recovery.html', { html: true })).toThrow('recovery.html: an {{ if }} has no {{ end }}');
  });
});

describe("the project's recovery email (supabase/templates/recovery.html, from config.toml)", () => {
  const template = readRecoveryTemplate(path.resolve(__dirname, '../../..'));
  const values = (language?: string) => ({ ConfirmationURL: 'https://x/verify?token=t&type=recovery', Token: '123456', Data: { language } });

  it('speaks French to a French speaker and English to everyone else, with the link and the code', () => {
    expect(template.subject(values('fr'))).toBe('Réinitialisez votre mot de passe');
    expect(template.html(values('fr'))).toContain('Vous pouvez aussi saisir ce code : 123456');
    for (const language of ['en', 'de', undefined]) {
      expect(template.subject(values(language))).toBe('Reset Your Password');
      expect(template.html(values(language))).toContain('<a href="https://x/verify?token=t&amp;type=recovery">Reset Password</a>');
      expect(template.html(values(language))).toContain('Alternatively, enter the code: 123456');
    }
  });

  it("falls back to GoTrue's default without a project template", () => {
    expect(readRecoveryTemplate(undefined).subject(values('fr'))).toBe('Reset Your Password');
  });
});
