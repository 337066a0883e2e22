// The menus render their trigger alone until Radix has loaded (menu.tsx): the placeholder must open the real menu
// from the mouse and the keyboard, and hand focus over when Radix replaces it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

async function renderMenu() {
  vi.resetModules(); // each test starts before Radix has loaded
  const { Menu, MenuContent, MenuItem, MenuTrigger } = await import('./menu');
  const onSelect = vi.fn();
  render(
    <Menu>
      <MenuTrigger>Sort</MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={onSelect}>Company</MenuItem>
      </MenuContent>
    </Menu>,
  );
  return { onSelect, trigger: () => screen.getByRole('button', { name: 'Sort' }) };
}

describe('Menu before Radix has loaded', () => {
  it('is a button that says it opens a menu, and a click opens the real menu', async () => {
    const user = userEvent.setup();
    const { onSelect, trigger } = await renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Company' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('opens with Enter from the keyboard, and Escape gives the focus back to the trigger Radix put in its place', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderMenu();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Company' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus when Radix replaces a focused trigger once the page is idle', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderMenu();
    await user.tab();
    const placeholder = trigger();
    // whenIdle falls back to a 200 ms timer where requestIdleCallback is missing (jsdom).
    await waitFor(() => expect(trigger()).not.toBe(placeholder), { timeout: 3_000 });
    expect(trigger()).toHaveFocus();
  });
});
