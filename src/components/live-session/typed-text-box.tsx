// The box a live session's text is typed into (the Copilot's question, the Coach's answer). Ctrl/⌘+Enter sends, unless
// the page has given that key to something else (the Coach's "I'm done" while the microphone is on).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const textAreaClass =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

interface TypedTextBoxProps {
  id: string;
  label: string;
  /** Shown on the label's line, at its end (a hint); it describes the box to screen readers. */
  labelAside?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Whether Ctrl/⌘+Enter sends from this box (default true). */
  sendsOnCtrlEnter?: boolean;
  rows?: number;
  placeholder?: string;
  className?: string;
}

export function TypedTextBox({ id, label, labelAside, value, onChange, onSend, sendsOnCtrlEnter = true, rows = 2, placeholder, className }: TypedTextBoxProps) {
  const hintId = `${id}-hint`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          {label}
        </label>
        {labelAside && <span id={hintId}>{labelAside}</span>}
      </div>
      <textarea
        id={id}
        aria-describedby={labelAside ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (sendsOnCtrlEnter && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSend();
          }
        }}
        rows={rows}
        placeholder={placeholder}
        className={cn(textAreaClass, className)}
      />
    </>
  );
}
