import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  INVENTORY_MESSAGES as M,
  type Inventory,
  type InventoryLine,
} from '@jarvis/contracts/inventory';
import { createCountOutbox, type OutboxState } from './count-outbox';
import { withLine } from './count-merge';
import { inventoryKeys, sendCount } from './inventory.api';

/** While offline, how often the outbox tries again besides the browser's 'online' event. */
const RETRY_MS = 5_000;

/** The count's outbox for this screen: typed cells kept in the browser and sent in order. */
export function useCountOutbox(inventarioId: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<OutboxState>({
    pending: [],
    conflicts: [],
    isOffline: false,
    refusal: null,
  });
  const outbox = useMemo(
    () =>
      createCountOutbox<InventoryLine>({
        inventarioId,
        storage: window.localStorage,
        send: (edit) => sendCount(inventarioId, edit),
        onSaved: (line) =>
          queryClient.setQueryData<Inventory>(inventoryKeys.detail(inventarioId), (count) =>
            withLine(count, line),
          ),
        onChange: setState,
        conflictMessage: M.cellStale,
      }),
    [inventarioId, queryClient],
  );

  useEffect(() => {
    setState({ ...outbox.state() });
    // What a previous visit left unsent goes now.
    void outbox.flush();
    const retry = () => void outbox.flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (outbox.state().pending.length > 0) retry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [outbox]);

  return { outbox, state };
}
