// A small window that floats over the meeting: Document Picture-in-Picture where the browser has it (Chrome and Edge
// 116+: always on top, even over another tab or app), else an ordinary popup window. Checked 2026-11-25 (MDN,
// "Using the Document Picture-in-Picture API"): `documentPictureInPicture.requestWindow({ width, height })` needs a
// user gesture, returns a same-origin Window with an empty document, and fires `pagehide` on it when it closes; the
// page's stylesheets must be copied in. Measured here: it exists and opens in headless Chromium 150.

interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
}

type PopOutKind = 'picture-in-picture' | 'popup';

export interface PopOutWindow {
  window: Window;
  kind: PopOutKind;
  /** Where the content goes (an element in the window's body). */
  container: HTMLElement;
}

const pictureInPicture = (): DocumentPictureInPicture | null =>
  (window as unknown as { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture ?? null;

/** Copies the page's styles (the app's stylesheet links and inline style elements) and its language into `target`. */
function copyStyles(target: Window): void {
  for (const node of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
    const copy = target.document.importNode(node, true);
    // The absolute address: the new document's own base may differ.
    if (node instanceof HTMLLinkElement) copy.setAttribute('href', node.href);
    target.document.head.appendChild(copy);
  }
  target.document.documentElement.lang = document.documentElement.lang;
}

/** Opens the window (call it from the click: both kinds need the person's gesture). Null when the browser refused. */
export async function openPopOutWindow({ title, width, height }: { title: string; width: number; height: number }): Promise<PopOutWindow | null> {
  let target: Window | null = null;
  let kind: PopOutKind = 'picture-in-picture';
  const pip = pictureInPicture();
  if (pip) {
    try {
      target = await pip.requestWindow({ width, height });
    } catch {
      target = null;
    }
  }
  if (!target) {
    kind = 'popup';
    target = window.open('', 'offerpilot-answer', `popup,width=${width},height=${height}`);
  }
  if (!target) return null;
  target.document.title = title;
  copyStyles(target);
  target.document.body.className = 'bg-slate-50';
  const container = target.document.createElement('div');
  container.className = 'p-3';
  target.document.body.replaceChildren(container);
  return { window: target, kind, container };
}
