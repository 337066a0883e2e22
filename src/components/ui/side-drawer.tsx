// A right-side drawer over Radix Dialog: focus trap, Escape and a click outside close it.
import { useTranslation } from 'react-i18next';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { LAYOUT } from '@/config/constants';
import { cn } from '@/lib/cn';

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

export function SideDrawer({ open, onOpenChange, title, description, children, footer, className }: SideDrawerProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="drawer-overlay" className="fixed inset-0 z-40 bg-slate-900/40" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={{ width: `min(${LAYOUT.drawer}px, 100vw)` }}
          className={cn('fixed inset-y-0 right-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none', className)}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>}
            </div>
            <DialogPrimitive.Close
              aria-label={t('close')}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
