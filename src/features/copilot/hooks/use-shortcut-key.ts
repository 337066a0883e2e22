// The Copilot's keys while a session runs: Space toggles Listen/Stop (v3), A answers now, S asks what's on screen.
// Never while the person types in a field or has focus on a control the key already works.
import { useEffect, useRef } from 'react';

const INTERACTIVE =
  'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="combobox"], [role="textbox"], [role="slider"], [role="dialog"], [role="alertdialog"]';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(INTERACTIVE) !== null;
}

/** The shortcut keys, by what `KeyboardEvent.code` names them. */
const KEYS = { Space: ' ', KeyA: 'a', KeyS: 's' } as const;

export function useShortcutKey(code: keyof typeof KEYS, isEnabled: boolean, onPress: () => void): void {
  const pressRef = useRef(onPress);
  useEffect(() => {
    pressRef.current = onPress;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.code !== code && event.key.toLowerCase() !== KEYS[code]) return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      pressRef.current();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [code, isEnabled]);
}
