import { useState } from 'react';
import { useNotify } from 'react-admin';
import { bodyField } from '../../auth/httpClient.ts';
import { useApi } from '../apiContext.ts';
import { SAVED_TOGGLE_FAILED } from '../search/searchMessages.ts';
import { saveProperty, unsaveProperty } from './propertiesApi.ts';

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
  const api = useApi();
  const notify = useNotify();
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
      if (next) await saveProperty(api, propertyId, address);
      else await unsaveProperty(api, propertyId);
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
