// A red box announcing an error (role="alert"), e.g. the server's message above a form.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function ErrorAlert({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn('flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
