// Holds every move of a BrowserRouter until the person chooses (useLeaveWarning): a link or navigate() is held at the
// router's navigator (push, replace); Back or Forward is seen at popstate before the router sees it (the listener added
// as the app starts, listenBeforeRouter: a window's listeners run in the order they were added, capturing or not),
// kept from the router and put back with history.go. BrowserRouter has no useBlocker (the data router's, which this
// app does not load). `onHeld` receives the move; calling it makes the move.
import type { Navigator } from 'react-router-dom';

/** What the session being held does with a Back or Forward; null while nothing is held. */
let handleHeldPopState: ((event: PopStateEvent) => void) | null = null;
/** How the session being held asks about a way out that is not a move of the router; null while nothing is held. */
let askBeforeLeaving: ((leave: () => void) => void) | null = null;

/**
 * A way out that is not a move of the router (Log Out): while a session is held it is asked first like a link, and once
 * the person chose to leave nothing is held any more (the sign-out's own redirect is not asked about again).
 */
export function leaveThen(leave: () => void): void {
  if (askBeforeLeaving) askBeforeLeaving(leave);
  else leave();
}

/** Once, as the app starts and before the router listens: Back and Forward reach a held session first. */
export function listenBeforeRouter(): void {
  window.addEventListener('popstate', (event) => handleHeldPopState?.(event));
}

/** The index the router keeps in each history entry's state (createBrowserHistory). */
function historyIndex(state: unknown): number | null {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
}

/** Starts holding; the returned function stops (and gives the navigator back its own push and replace). */
export function holdNavigation(router: Navigator, onHeld: (move: () => void) => void): () => void {
  const { push, replace } = router;
  // The index of the entry on screen, to put a Back or Forward back by as many steps.
  let index = historyIndex(window.history.state);
  let isPuttingBack = false;
  let isLeaving = false;

  const hold =
    (move: typeof push) =>
    (...args: Parameters<typeof push>) =>
      onHeld(() => {
        move.apply(router, args);
        index = historyIndex(window.history.state);
      });
  router.push = hold(push);
  router.replace = hold(replace);

  const handlePopState = (event: PopStateEvent) => {
    if (isLeaving) {
      // A Back or Forward the person chose: the router's.
      isLeaving = false;
      index = historyIndex(event.state);
      return;
    }
    if (isPuttingBack) {
      isPuttingBack = false;
      event.stopImmediatePropagation();
      return;
    }
    const nextIndex = historyIndex(event.state);
    // An entry the router did not write cannot be put back: that move goes ahead.
    if (index === null || nextIndex === null || nextIndex === index) return;
    event.stopImmediatePropagation();
    const delta = nextIndex - index;
    isPuttingBack = true;
    window.history.go(-delta);
    onHeld(() => {
      isLeaving = true;
      window.history.go(delta);
    });
  };
  handleHeldPopState = handlePopState;

  const release = () => {
    router.push = push;
    router.replace = replace;
    if (handleHeldPopState === handlePopState) handleHeldPopState = null;
    if (askBeforeLeaving === ask) askBeforeLeaving = null;
  };
  const ask = (leave: () => void) =>
    onHeld(() => {
      release();
      leave();
    });
  askBeforeLeaving = ask;
  return release;
}
