// Turns an element or an HTML string into readable plain text: paragraphs and list items on their own lines, runs of
// spaces folded, no markup. Used for JSON-LD descriptions (HTML inside a string) and for a board's description block.

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON']);

function collect(node: Node, parts: string[]): void {
  if (node.nodeType === 3) {
    parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (SKIPPED.has(tag) || element.getAttribute('aria-hidden') === 'true') return;
  if (tag === 'BR') {
    parts.push('\n');
    return;
  }
  const isBlock = BLOCKS.has(tag);
  if (isBlock) parts.push('\n');
  if (tag === 'LI') parts.push('• ');
  for (const child of Array.from(element.childNodes)) collect(child, parts);
  if (isBlock) parts.push('\n');
}

/** The element's text as a person reads it. */
export function elementToText(element: Element): string {
  const parts: string[] = [];
  collect(element, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const LOOKS_LIKE_MARKUP = /<\/?[a-z][^>]*>|&(?:lt|gt|amp|nbsp|#\d+);/i;

/** An HTML string (JSON-LD descriptions often hold HTML, sometimes escaped twice) as plain text. */
export function htmlToText(html: string): string {
  let text = html;
  for (let pass = 0; pass < 2 && LOOKS_LIKE_MARKUP.test(text); pass += 1) {
    const parsed = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html');
    text = elementToText(parsed.body);
  }
  return text.trim();
}
