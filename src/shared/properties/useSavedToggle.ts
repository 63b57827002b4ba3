import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { bodyField } from '../../auth/httpClient.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { SAVED_TOGGLE_FAILED } from '../../dataProvider/searchMessages.ts';

/** The response's detail, or the catalogue's default (spec section 8, saved toggle failure). */
export function toggleFailureMessage(error: unknown): string {
  return bodyField(error, 'detail') ?? SAVED_TOGGLE_FAILED;
}

interface Options {
  propertyId: string;
  address?: string;
  saved: boolean;
  onChanged?: (saved: boolean) => void;
}

/** Spec section 4: the heart changes at once, then the call goes; a failure reverts it and shows a toast. */
export function useSavedToggle({ propertyId, address, saved: initial, onChanged }: Options) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { mutateAsync: store } = useMutation({
    mutationFn: (next: boolean) => (next ? dataProvider.saveProperty(propertyId, address) : dataProvider.unsaveProperty(propertyId)),
  });
  const [saved, setSaved] = useState(initial);
  const [known, setKnown] = useState(initial);
  const [pending, setPending] = useState(false);
  if (initial !== known) {
    // The server's answer changed (a refetch): follow it.
    setKnown(initial);
    setSaved(initial);
  }

  async function toggle() {
    if (pending) return;
    const next = !saved;
    setSaved(next);
    setPending(true);
    try {
      await store(next);
      onChanged?.(next);
    } catch (error) {
      setSaved(!next);
      notify(toggleFailureMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return { saved, pending, toggle };
}
