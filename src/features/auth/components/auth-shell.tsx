// The frame of the signed-out screens: brand, a card with the title, the form, and the language picker.
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';

export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <p className="mb-6 text-xl font-bold tracking-tight text-brand-700">
        Offer<span className="text-slate-900">pilot</span>
      </p>
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-sm text-slate-600">{footer}</div>}
      <LanguagePicker className="mt-6" />
    </main>
  );
}
