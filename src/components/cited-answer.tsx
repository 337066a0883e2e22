// A suggested answer held to the person's record (issue #39): the markers the model put after each specific are taken
// out (a half-streamed one too), and every specific the deterministic check found (@shared/evidence.ts) is marked in
// place: a cited one shows its source on hover, focus or tap; one with no source in the record is marked "not in your
// record". A mark is an inline span that only changes colour and underline, so nothing moves while the answer streams.
// The popover is not portalled: it shows in the floating window as in the page.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer, type AnswerSpecific, type EvidencePiece } from '@shared/evidence.ts';
import { MarkdownText } from '@/components/markdown-text';
import { cn } from '@/lib/cn';

/** The popover's width (px) at most, and its distance to the window's edges. */
const TIP_WIDTH = 320;
const TIP_MARGIN = 8;

interface CitedAnswerProps {
  /** The answer as it streamed (markers included), or the part of it shown so far. */
  text: string;
  /** The evidence the gateway sent with the answer. */
  evidence: ReadonlyArray<EvidencePiece>;
  /** Whether `text` is the whole answer: until then a marker cut at its end is hidden and an open sentence waits. */
  isFinished: boolean;
}

/**
 * Where link syntax would not be read as a link, so a specific there is left as it is: raw HTML and autolinks (shown as
 * literal text), code spans and blocks, and links the answer writes itself (a link inside a link is none). Marking there
 * would show `[x](#cite-…)` in the text.
 */
const UNMARKABLE = /```[\s\S]*?(?:```|$)|`[^`\n]*`|<[^<>\n]*>|!?\[[^\]\n]*\]\([^)\n]*\)/g;

/** The Markdown with each settled specific as a link to `#<prefix><index>`, which the renderer turns into a mark. */
function markedMarkdown(text: string, specifics: ReadonlyArray<AnswerSpecific>, prefix: string): string {
  const unmarkable = [...text.matchAll(UNMARKABLE)].map((match) => [match.index, match.index + match[0].length] as const);
  const isMarkable = (specific: AnswerSpecific) => !unmarkable.some(([start, end]) => specific.start < end && specific.end > start);
  let marked = '';
  let last = 0;
  specifics.forEach((specific, index) => {
    if (specific.status === 'pending' || !isMarkable(specific)) return;
    marked += `${text.slice(last, specific.start)}[${text.slice(specific.start, specific.end)}](#${prefix}${index})`;
    last = specific.end;
  });
  return marked + text.slice(last);
}

export function CitedAnswer({ text, evidence, isFinished }: CitedAnswerProps) {
  // A prefix the answer cannot guess: a link the model wrote itself never becomes a mark.
  const prefix = `cite-${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const checked = useMemo(() => checkAnswer(text, evidence, isFinished), [text, evidence, isFinished]);
  const markdown = useMemo(() => markedMarkdown(checked.text, checked.specifics, prefix), [checked, prefix]);
  const renderLink = (href: string | undefined, children: ReactNode) => {
    if (!href?.startsWith(`#${prefix}`)) return null;
    const specific = checked.specifics[Number(href.slice(prefix.length + 1))];
    return specific ? <SpecificMark specific={specific}>{children}</SpecificMark> : <>{children}</>;
  };
  return <MarkdownText text={markdown} renderLink={renderLink} />;
}

function SpecificMark({ specific, children }: { specific: AnswerSpecific; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const tipId = useId();
  const [isHovered, setIsHovered] = useState(false);
  const [isPinned, setIsPinned] = useState(false);
  const isPointerFocus = useRef(false);
  const isOpen = isHovered || isPinned;
  const markRef = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<{ left: number; width: number }>({ left: 0, width: TIP_WIDTH });
  // Kept inside the window it shows in (the page, or the floating window on its own size): moved left when it would
  // overflow the right edge.
  useLayoutEffect(() => {
    const mark = markRef.current;
    const view = mark?.ownerDocument.defaultView;
    if (!isOpen || !mark || !view) return;
    const width = Math.min(TIP_WIDTH, view.innerWidth - 2 * TIP_MARGIN);
    const left = mark.getBoundingClientRect().left;
    setPlace({ width, left: Math.min(0, view.innerWidth - TIP_MARGIN - left - width) });
  }, [isOpen]);
  const isCited = specific.status === 'cited';
  const sourceLabel = (piece: EvidencePiece) => t(`evidence.kinds.${piece.kind}`, { title: piece.title });
  const label = isCited
    ? t('evidence.citedLabel', { text: specific.text, source: specific.sources.map(sourceLabel).join('; ') })
    : t('evidence.notInRecordLabel', { text: specific.text });
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setIsPinned((pinned) => !pinned);
    } else if (event.key === 'Escape') {
      setIsPinned(false);
      setIsHovered(false);
    }
  };
  return (
    <span ref={markRef} className="relative" onMouseEnter={() => setIsHovered(true)} onMouseLeave={() => setIsHovered(false)}>
      <span
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-expanded={isOpen}
        aria-describedby={isOpen ? tipId : undefined}
        data-evidence={specific.status}
        onClick={() => setIsPinned((pinned) => !pinned)}
        onKeyDown={handleKeyDown}
        // Focus from the keyboard opens it; a pointer's focus leaves that to its click (a tap toggles).
        onPointerDown={() => (isPointerFocus.current = true)}
        onFocus={() => !isPointerFocus.current && setIsPinned(true)}
        onBlur={() => ((isPointerFocus.current = false), setIsPinned(false))}
        className={cn(
          'cursor-help rounded-sm underline decoration-2 underline-offset-4 [box-decoration-break:clone] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          isCited ? 'decoration-emerald-500 decoration-dotted' : 'bg-amber-100 decoration-amber-600 decoration-wavy',
        )}
      >
        {children}
      </span>
      {isOpen && (
        <span
          role="tooltip"
          id={tipId}
          style={place}
          className="absolute top-full z-20 mt-1 block rounded-lg border border-slate-200 bg-white p-3 text-left text-sm font-normal leading-snug text-slate-800 shadow-lg"
        >
          {isCited ? (
            specific.sources.map((piece) => (
              <span key={piece.id} className="block">
                <span className="block font-semibold text-emerald-800">{sourceLabel(piece)}</span>
                <span className="block text-slate-700">{t('evidence.quote', { text: piece.text })}</span>
              </span>
            ))
          ) : (
            <>
              <span className="block font-semibold text-amber-900">{t('evidence.notInRecord')}</span>
              <span className="block text-slate-700">{t('evidence.notInRecordHint')}</span>
              {specific.sources.length > 0 && (
                <span className="mt-1 block text-slate-600">{t('evidence.citedButMissing', { source: specific.sources.map(sourceLabel).join('; ') })}</span>
              )}
            </>
          )}
        </span>
      )}
    </span>
  );
}
