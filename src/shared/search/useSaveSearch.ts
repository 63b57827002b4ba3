import { useCreate, useNotify, useUpdate, type Identifier } from 'react-admin';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';
import type { ChangeAlertKind } from '../../../server/savedSearches/schemas.ts';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';

/** Creates a saved search, or updates the one being re-run; toasts the outcome. */
export function useSaveSearch(onSaved?: (id: Identifier) => void) {
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();

  const fail = (error: unknown) => notify(error instanceof Error ? error.message : 'The search could not be saved.', { type: 'error' });

  /**
   * With `resultCount`, the search saved is the one just run: its run is recorded (Saved searches shows when it last ran).
   * `changeAlerts`: the changes of matching listings it alerts on (sent only when there are any: the spec's call otherwise);
   * `shared`: shared with the caller's team (sent only when true).
   */
  function saveNew(name: string, query: SearchQuery, resultCount?: number, changeAlerts: ChangeAlertKind[] = [], shared = false) {
    return create(
      SAVED_SEARCHES,
      {
        data: {
          name,
          query,
          ...(resultCount === undefined ? {} : { last_result_count: resultCount }),
          ...(changeAlerts.length ? { change_alerts: changeAlerts } : {}),
          ...(shared ? { shared: true } : {}),
        },
      },
      {
        onSuccess: (record) => {
          notify(`Saved search "${name}" created${shared ? ' and shared with your team' : ''}.`, { type: 'success' });
          onSaved?.(record.id);
        },
        onError: fail,
      },
    );
  }

  function saveChanges(id: Identifier, name: string, query: SearchQuery, previousData: object) {
    return update(
      SAVED_SEARCHES,
      { id, data: { name, query }, previousData },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Saved search "${name}" updated.`, { type: 'success' });
          onSaved?.(id);
        },
        onError: fail,
      },
    );
  }

  return { saveNew, saveChanges, saving: creating || updating };
}
