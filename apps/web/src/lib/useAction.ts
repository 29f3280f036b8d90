import { useState } from 'react';
import { App } from 'antd';
import { failureText } from './forms';

/**
 * A button's call to the server with its busy flag: `run(action)` sets `busy` while the action
 * runs and shows a failure as a toast in the page's language (failureText: what the client has not
 * already reported). The action shows its own success. For pages in antd's frame (App.useApp).
 */
export function useAction(): { busy: boolean; run: (action: () => Promise<void>) => Promise<void> } {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const text = failureText(error);
      if (text) void message.error(text);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
