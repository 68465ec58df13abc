// The small part of the Chrome extension API this extension uses (kept here instead of a types package).
declare namespace chrome {
  namespace runtime {
    interface MessageSender {
      tab?: { id?: number; url?: string };
      origin?: string;
      url?: string;
    }
    const onMessage: {
      addListener(cb: (message: unknown, sender: MessageSender, sendResponse: (response?: unknown) => void) => boolean | void): void;
    };
    function sendMessage<T = unknown>(message: unknown): Promise<T>;
    function openOptionsPage(): Promise<void>;
  }
  namespace storage {
    interface Area {
      get(keys?: string | string[] | null): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: Area;
    const session: Area;
    const onChanged: {
      addListener(cb: (changes: Record<string, { oldValue?: unknown; newValue?: unknown }>, areaName: string) => void): void;
    };
  }
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      windowId: number;
    }
    function query(info: { url?: string[] | string }): Promise<Tab[]>;
    function sendMessage<T = unknown>(tabId: number, message: unknown): Promise<T>;
    function create(props: { url: string; active?: boolean }): Promise<Tab>;
    function update(tabId: number, props: { active?: boolean }): Promise<Tab>;
  }
}
