// The part of Go's html/template that Supabase email templates use (supabase.com/docs/guides/auth/auth-email-templates,
// checked 2026-11-25): `{{ .Name }}` and `{{ .Data.key }}` (HTML-escaped), and `{{ if eq .X "v" }}`, `{{ if .X }}`,
// `{{ else if … }}`, `{{ else }}`, `{{ end }}`. Anything else stops the start with the template's name, so a template
// that renders here renders on Supabase.
type Values = Record<string, unknown>;
type Node = string | { value: string } | { branches: Array<{ test: string | null; body: Node[] }> };

const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/gs;

const FIELD = /^(\.[A-Za-z_][A-Za-z0-9_]*)+$/;
const EQ = /^eq\s+(\S+)\s+"([^"]*)"$/;

function lookup(path: string, values: Values): unknown {
  return path
    .slice(1)
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Values)[key] : undefined), values);
}

function isTrue(test: string, values: Values): boolean {
  const eq = EQ.exec(test);
  if (eq) return lookup(eq[1], values) === eq[2];
  const value = lookup(test, values);
  return value !== undefined && value !== null && value !== '' && value !== false && value !== 0;
}

function parse(source: string, name: string): Node[] {
  const unsupported = (action: string) => new Error(`${name}: local-supabase does not render {{ ${action} }}`);
  const checkTest = (test: string) => {
    const field = EQ.exec(test)?.[1] ?? test;
    if (!FIELD.test(field)) throw unsupported(`if ${test}`);
    return test;
  };
  const root: Node[] = [];
  const stack: Array<{ branches: Array<{ test: string | null; body: Node[] }> }> = [];
  let body = root;
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    body.push(source.slice(last, match.index));
    last = match.index + match[0].length;
    const action = match[1];
    const open = stack.at(-1);
    if (action.startsWith('if ')) {
      const node = { branches: [{ test: checkTest(action.slice(3).trim()), body: [] as Node[] }] };
      body.push(node);
      stack.push(node);
      body = node.branches[0].body;
    } else if (open && (action === 'else' || action.startsWith('else if '))) {
      const branch = { test: action === 'else' ? null : checkTest(action.slice(8).trim()), body: [] as Node[] };
      open.branches.push(branch);
      body = branch.body;
    } else if (open && action === 'end') {
      stack.pop();
      const parent = stack.at(-1);
      body = parent ? (parent.branches.at(-1) as { body: Node[] }).body : root;
    } else if (FIELD.test(action)) body.push({ value: action });
    else throw unsupported(action);
  }
  if (stack.length > 0) throw new Error(`${name}: an {{ if }} has no {{ end }}`);
  body.push(source.slice(last));
  return root;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

function render(nodes: Node[], values: Values, escape: (text: string) => string): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('value' in node) out += escape(String(lookup(node.value, values) ?? ''));
    else {
      const branch = node.branches.find(({ test }) => test === null || isTrue(test, values));
      if (branch) out += render(branch.body, values, escape);
    }
  }
  return out;
}

/** Compiles a template once (a template it cannot render throws here, at start); `html` escapes values as html/template. */
export function compileTemplate(source: string, name: string, { html }: { html: boolean }): (values: Values) => string {
  const nodes = parse(source, name);
  return (values) => render(nodes, values, html ? escapeHtml : String);
}
