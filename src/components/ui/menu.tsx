// Menus: the styled Radix DropdownMenu of menu-radix.tsx, downloaded once the page is idle or when a menu is first used
// rather than with the first screen (Radix's menu, floating-ui and roving focus are ~16 KB gzip of the dashboard's
// first load on a phone). Until then a menu is its trigger alone: a button that says it opens a menu; using it (click,
// Enter, Space, Arrow Down) loads Radix and opens the menu. Keyboard navigation, typeahead and focus return are Radix's.
import type * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Children,
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ElementRef,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { whenIdle } from '@/lib/when-idle';

type RadixMenu = (typeof import('./menu-radix'))['radixMenu'];
let radixMenu: RadixMenu | undefined;
let loading: Promise<RadixMenu> | undefined;
function loadRadixMenu(): Promise<RadixMenu> {
  loading ??= import('./menu-radix').then(
    (module) => (radixMenu = module.radixMenu),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

interface PendingMenu {
  /** Loads Radix and opens this menu. */
  open: () => void;
  /** The trigger had focus: give it back to Radix's trigger once it replaces this one. */
  noteFocus: (hasFocus: boolean) => void;
}
/** Set while a menu waits for Radix; null inside a loaded menu. */
const PendingMenuContext = createContext<PendingMenu | null>(null);
/** A loaded menu whose trigger should take the focus its placeholder had. */
const RestoreFocusContext = createContext(false);

export function Menu({ modal = false, defaultOpen, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Root>) {
  const [radix, setRadix] = useState(radixMenu);
  const [isOpenAtLoad, setIsOpenAtLoad] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);

  useEffect(() => {
    if (radix) return;
    let isCurrent = true;
    const cancel = whenIdle(() => {
      loadRadixMenu().then(
        (module) => isCurrent && setRadix(module),
        () => undefined, // Tried again when the menu is used.
      );
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [radix]);

  const open = useCallback(() => {
    void loadRadixMenu().then((module) => {
      setIsOpenAtLoad(true);
      setRadix(module);
    });
  }, []);
  const pending = useMemo<PendingMenu>(() => ({ open, noteFocus: setHadFocus }), [open]);

  if (!radix) return <PendingMenuContext.Provider value={pending}>{props.children}</PendingMenuContext.Provider>;
  return (
    <PendingMenuContext.Provider value={null}>
      <RestoreFocusContext.Provider value={hadFocus}>
        <radix.Menu modal={modal} defaultOpen={defaultOpen ?? isOpenAtLoad} {...props} />
      </RestoreFocusContext.Provider>
    </PendingMenuContext.Provider>
  );
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export const MenuTrigger = forwardRef<ElementRef<typeof DropdownMenu.Trigger>, ComponentPropsWithoutRef<typeof DropdownMenu.Trigger>>(function MenuTrigger(
  { asChild, children, ...props },
  ref,
) {
  const pending = useContext(PendingMenuContext);
  const restoreFocus = useContext(RestoreFocusContext);
  const focusOnMount = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node && restoreFocus && (document.activeElement === null || document.activeElement === document.body)) node.focus();
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, restoreFocus],
  );
  if (!pending) {
    const { MenuTrigger: RadixTrigger } = radixMenu as RadixMenu;
    return (
      <RadixTrigger ref={focusOnMount} asChild={asChild} {...props}>
        {children}
      </RadixTrigger>
    );
  }
  const placeholder = {
    ...props,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: pending.open,
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      pending.open();
    },
    onFocus: () => pending.noteFocus(true),
    onBlur: () => pending.noteFocus(false),
  };
  if (asChild && isValidElement(children)) {
    return cloneElement(Children.only(children) as ReactElement<Record<string, unknown>>, placeholder);
  }
  return (
    <button ref={ref} type="button" {...placeholder}>
      {children}
    </button>
  );
});

/** Parts that only render inside a loaded menu (Radix renders them while it is open). */
function loadedPart<K extends Exclude<keyof RadixMenu, 'Menu' | 'MenuTrigger'>>(name: K): RadixMenu[K] {
  const Part = forwardRef(function MenuPart(props: Record<string, unknown>, ref) {
    const pending = useContext(PendingMenuContext);
    if (pending || !radixMenu) return null;
    const Loaded = radixMenu[name] as unknown as ComponentType<Record<string, unknown>>;
    return <Loaded ref={ref} {...props} />;
  });
  return Part as unknown as RadixMenu[K];
}

export const MenuContent = loadedPart('MenuContent');
export const MenuRadioGroup = loadedPart('MenuRadioGroup');
export const MenuItem = loadedPart('MenuItem');
export const MenuRadioItem = loadedPart('MenuRadioItem');
export const MenuCheckboxItem = loadedPart('MenuCheckboxItem');
export const MenuLabel = loadedPart('MenuLabel');
export const MenuSeparator = loadedPart('MenuSeparator');
