// What a model reply may hold (raw HTML, script, javascript: links) renders inert: HTML as literal text, unsafe links as plain text.
import { render, screen } from '@testing-library/react';
import { MarkdownText } from './markdown-text';

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('MarkdownText', () => {
  it('renders Markdown and opens web links in a new tab', () => {
    render(<MarkdownText text={'**Strong** and [the offer](https://example.com/jobs/1)'} />);
    expect(screen.getByText('Strong').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'the offer' });
    expect(link).toHaveAttribute('href', 'https://example.com/jobs/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows raw HTML and script as literal text: no element, no handler, nothing runs', () => {
    const { container } = render(
      <MarkdownText
        text={
          'Hi <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script>\n\n<svg onload="window.__pwned=1"></svg>\n\n<iframe src="javascript:window.__pwned=1"></iframe>'
        }
      />,
    );
    expect(container.querySelectorAll('img, script, svg, iframe')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')))).toEqual([]);
    expect(window.__pwned).toBeUndefined();
    expect(container).toHaveTextContent('Hi <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script>');
    expect(container).toHaveTextContent('<svg onload="window.__pwned=1"></svg>');
    expect(container).toHaveTextContent('<iframe src="javascript:window.__pwned=1"></iframe>');
  });

  it.each([
    ['a javascript: link', '[click me](javascript:window.__pwned=1)'],
    ['a JavaScript: link in capitals with spaces', '[click me](  JaVaScRiPt:window.__pwned=1)'],
    ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[click me](vbscript:msgbox(1))'],
    ['a reference-style javascript: link', '[click me][x]\n\n[x]: javascript:window.__pwned=1'],
  ])('shows %s as plain text, not a link', (_label, text) => {
    const { container } = render(<MarkdownText text={text} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  it.each([
    ['an inline image', 'Look ![tracking pixel](https://elsewhere.example/pixel?d=secret) here'],
    ['a reference-style image', 'Look ![tracking pixel][p] here\n\n[p]: https://elsewhere.example/pixel?d=secret'],
  ])('shows %s as its alt text and loads nothing', (_label, text) => {
    const { container } = render(<MarkdownText text={text} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container).toHaveTextContent('Look [tracking pixel] here');
    expect(container.innerHTML).not.toContain('elsewhere.example');
  });

  it('shows an autolink to javascript: as text, not a link', () => {
    const { container } = render(<MarkdownText text={'Go to <javascript:window.__pwned=1> now'} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('Go to javascript:window.__pwned=1 now');
  });

  it('keeps a part title written right under a bullet out of that bullet, and leaves code as written', () => {
    const { container } = render(<MarkdownText text={'**What to ask for**\n- Ask for more.\n**Your leverage**\n- Other offers.\n\n```\n- a\n**b**\n```'} />);
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Ask for more.', 'Other offers.']);
    expect([...container.querySelectorAll('p > strong')].map((title) => title.textContent)).toEqual(['What to ask for', 'Your leverage']);
    expect(container.querySelector('pre')?.textContent).toBe('- a\n**b**\n');
  });
});
