// Tabs over Radix: arrow keys move between tabs. Panels stay mounted (hidden) so form fields keep their values.
import { useTranslation } from 'react-i18next';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FormTab<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
  hasError?: boolean;
}

export function FormTabs<T extends string>({
  value,
  onValueChange,
  tabs,
  label,
}: {
  value: T;
  onValueChange: (value: T) => void;
  tabs: ReadonlyArray<FormTab<T>>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TabsPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <TabsPrimitive.List aria-label={label} className="mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              '-mb-px inline-flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
            )}
          >
            {tab.label}
            {tab.hasError && <span aria-label={t('hasErrors')} className="size-1.5 rounded-full bg-red-600" />}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} forceMount className="space-y-4 focus:outline-none data-[state=inactive]:hidden">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
