import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { isChunkLoadError, SCREEN_ERROR_TEXTS, ScreenErrorBoundary } from './screen-error-boundary';

function Crash(): never {
  throw new Error('boom');
}

describe('ScreenErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a render crash as a message with Reload instead of a blank page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ScreenErrorBoundary>
        <Crash />
      </ScreenErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SCREEN_ERROR_TEXTS.crashTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says the app was updated when a screen’s chunk can no longer be fetched', async () => {
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://app/assets/coach-abc.js')));
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_ERROR_TEXTS.updateTitle);
  });

  it('gives the children another chance when the reset key changes (the next route)', () => {
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/coach">
        <Crash />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ScreenErrorBoundary resetKey="/">
        <p>Dashboard</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
