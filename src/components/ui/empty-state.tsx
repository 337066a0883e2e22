// A friendly placeholder for an empty list or a screen with nothing to show yet.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 'h2',
}: {
  /** 'h1' when the empty state is the whole page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      className={cn('flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}
    >
      {Icon && (
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <div className="mt-1 max-w-md text-sm text-slate-600">{description}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
