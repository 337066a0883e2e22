import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from '@/app/layout/offline-banner';

function goOffline(isOffline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !isOffline });
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => goOffline(false));

  it('keeps an empty live region while online, says so while offline, and clears when the connection is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent('You are offline. Changes will not be saved until the connection is back.');

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });
});
