// The few WebExtension APIs the extension calls, typed by hand (promise forms, which Chrome MV3 and Firefox's MV3
// `chrome` namespace both offer) rather than adding @types/chrome for six functions.
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      url?: string;
      origin?: string;
      tab?: { id?: number };
    }
    const id: string;
    function sendMessage(message: unknown): Promise<unknown>;
    const onMessage: {
      addListener(callback: (message: unknown, sender: MessageSender) => void): void;
    };
  }
  namespace storage {
    interface StorageArea {
      get(key: string | null): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(key: string): Promise<void>;
    }
    const local: StorageArea;
  }
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
    }
    function query(query: { active?: boolean; currentWindow?: boolean; url?: string }): Promise<Tab[]>;
    function create(properties: { url: string }): Promise<Tab>;
  }
  namespace scripting {
    interface InjectionResult<T> {
      result?: T;
    }
    function executeScript<T>(injection: { target: { tabId: number }; files: string[] }): Promise<InjectionResult<T>[]>;
    function executeScript<T>(injection: { target: { tabId: number }; func: () => T }): Promise<InjectionResult<Awaited<T>>[]>;
  }
  namespace i18n {
    function getMessage(name: string, substitutions?: string | string[]): string;
    function getUILanguage(): string;
  }
}
