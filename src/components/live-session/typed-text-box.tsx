// The box for typing instead of speaking (Copilot's manual typing box, the Coach's typed answer). Ctrl/⌘+Enter sends.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const textAreaClass =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

interface TypedTextBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  rows?: number;
  className?: string;
}

export function TypedTextBox({ id, label, value, onChange, onSend, rows = 2, className }: TypedTextBoxProps) {
  const { t } = useTranslation('applications');
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSend();
          }
        }}
        rows={rows}
        placeholder={t('liveSession.typedPlaceholder')}
        className={cn(textAreaClass, className)}
      />
    </>
  );
}
