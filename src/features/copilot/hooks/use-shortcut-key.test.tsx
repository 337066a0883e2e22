import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShortcutKey } from './use-shortcut-key';

function Harness({ isEnabled, onToggle }: { isEnabled: boolean; onToggle: () => void }) {
  useShortcutKey('Space', isEnabled, onToggle);
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

describe('useShortcutKey (v3: Space toggles Listen/Stop; A answers now)', () => {
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

  it('answers now on A, and not on other letters or while typing', async () => {
    const onAnswer = vi.fn();
    function AnswerHarness() {
      useShortcutKey('KeyA', true, onAnswer);
      return (
        <label>
          Typed <input />
        </label>
      );
    }
    render(<AnswerHarness />);
    await userEvent.keyboard('b');
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.keyboard('a');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Typed'), 'a');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});
