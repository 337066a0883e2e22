// AI text (an answer, feedback) rendered as Markdown. Raw HTML is never parsed: without rehype-raw, react-markdown shows it as
// literal text. Web links open in a new tab; a link whose address react-markdown emptied (javascript:, data:…) stays plain text.
// Images are never loaded: `![x](https://elsewhere/pixel?d=…)` in model output (a prompt injection) would make the browser
// send data to that host, so an image shows as its alt text only.
import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { cn } from '@/lib/cn';

type RenderLink = (href: string | undefined, children: ReactNode) => ReactNode | null;

function WebLink({ node: _node, href, children, ...props }: ComponentProps<'a'> & ExtraProps) {
  return href ? (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}

const components: Components = {
  a: WebLink,
  img: ({ alt }) => (alt ? <span className="italic text-slate-600">[{alt}]</span> : null),
};

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const BOLD_LINE = /^\s*\*\*[^*\n]+\*\*:?\s*$/;
const FENCE = /^\s*(?:```|~~~)/;

/**
 * A part title written in bold on its own line right under a list item ("- Ask for more.\n**Your leverage**") is
 * read by Markdown as more of that item (a lazy continuation), so the title ends the bullet above: models write parts
 * so, without the blank line. Given one, the title stands alone; code blocks are left as they are.
 */
function separatePartTitles(text: string): string {
  let isInCode = false;
  const lines = text.split('\n');
  return lines
    .flatMap((line, index) => {
      if (FENCE.test(line)) isInCode = !isInCode;
      const isTitleUnderItem = !isInCode && index > 0 && BOLD_LINE.test(line) && LIST_ITEM.test(lines[index - 1]);
      return isTitleUnderItem ? ['', line] : [line];
    })
    .join('\n');
}

/** `renderLink` may render a link itself (a cited answer's source marks, cited-answer.tsx); null leaves it to the default. */
export function MarkdownText({ text, className, renderLink }: { text: string; className?: string; renderLink?: RenderLink }) {
  return (
    <div
      className={cn(
        'space-y-3 break-words text-slate-900',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_strong]:font-semibold [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700',
        className,
      )}
    >
      <ReactMarkdown components={renderLink ? { ...components, a: (props) => renderLink(props.href, props.children) ?? <WebLink {...props} /> } : components}>
        {separatePartTitles(text)}
      </ReactMarkdown>
    </div>
  );
}
