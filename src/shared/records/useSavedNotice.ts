import { useNotify, useRedirect, useResourceContext, type RaRecord, type RedirectionSideEffect } from 'react-admin';

/** A create or edit screen's onSuccess: a green toast naming what was saved, then where react-admin would go. */
export function useSavedNotice(message: (record: RaRecord) => string, redirectTo: RedirectionSideEffect) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (record: RaRecord) => {
      notify(message(record), { type: 'success' });
      if (redirectTo !== false) redirect(redirectTo, resource, record.id, record);
    },
  };
}
