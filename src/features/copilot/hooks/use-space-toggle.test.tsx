import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSpaceToggle } from './use-space-toggle';

function Harness({ isEnabled, onToggle }: { isEnabled: boolean; onToggle: () => void }) {
  useSpaceToggle(isEnabled, onToggle);
  return (
    <div>
      <p>Session</p>
      <label>
        Transcript <textarea />
      </label>
      <label>
        Typed <input />
      </label>
    </div>
  );
}

describe('useSpaceToggle (v3: Space toggles Listen/Stop)', () => {
  it('toggles on Space while connected', async () => {
    const onToggle = vi.fn();
    render(<Harness isEnabled onToggle={onToggle} />);
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('does nothing while typing in a textarea or an input', async () => {
    const onToggle = vi.fn();
    render(<Harness isEnabled onToggle={onToggle} />);
    await userEvent.type(screen.getByLabelText('Transcript'), 'a b');
    await userEvent.type(screen.getByLabelText('Typed'), 'c d');
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Transcript')).toHaveValue('a b');
  });

  it('does nothing when not connected, or for a held key', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<Harness isEnabled={false} onToggle={onToggle} />);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(onToggle).not.toHaveBeenCalled();
    rerender(<Harness isEnabled onToggle={onToggle} />);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space', repeat: true });
    expect(onToggle).not.toHaveBeenCalled();
  });
});
