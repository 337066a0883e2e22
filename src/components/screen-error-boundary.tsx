// The last line of defence for a screen (route level) and for the whole app: a render crash, or a screen's code that
// no longer exists on the server after a deploy, shows a clear message with Reload instead of a blank page.
import { t } from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What browsers say when a lazily loaded chunk cannot be fetched (Chromium, Firefox, Safari; Vite's preload). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Read when shown (a class component has no hook): in the language of that moment. */
export const SCREEN_ERROR_TEXTS = {
  get crashTitle() {
    return t('common:screenError.crashTitle');
  },
  get crashBody() {
    return t('common:screenError.crashBody');
  },
  get updateTitle() {
    return t('common:screenError.updateTitle');
  },
  get updateBody() {
    return t('common:screenError.updateBody');
  },
  get reload() {
    return t('common:screenError.reload');
  },
};

interface Props {
  /** A new value (the next route) gives the children another chance. */
  resetKey?: string;
  /** The app-level boundary fills the window; a screen's boundary sits inside the layout. */
  isFullPage?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string | undefined;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isUpdate = isChunkLoadError(error);
    return (
      <div className={this.props.isFullPage ? 'grid min-h-screen place-items-center p-6' : 'grid place-items-center p-6 py-16'}>
        <div role="alert" className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <h1 className="text-lg font-semibold text-slate-900">{isUpdate ? SCREEN_ERROR_TEXTS.updateTitle : SCREEN_ERROR_TEXTS.crashTitle}</h1>
          <p className="mt-2 text-sm text-slate-600">{isUpdate ? SCREEN_ERROR_TEXTS.updateBody : SCREEN_ERROR_TEXTS.crashBody}</p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            {SCREEN_ERROR_TEXTS.reload}
          </Button>
        </div>
      </div>
    );
  }
}
