import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

/** The caller's team (null: none), as the deal screens read it; `enabled` false asks nothing (e.g. until a dialog opens). */
export function useCurrentTeam(enabled = true) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['team', 'current'], queryFn: () => dataProvider.getTeam(), staleTime: 60_000, retry: false, enabled });
}

/** Who made a shared item and who changed it last, as the server names them: "by Sara Sharer, changed by Max Manager". */
export function sharedByText(item: { created_by?: { name: string } | null; updated_by?: { name: string } | null }): string {
  const creator = item.created_by?.name ?? 'a former member';
  const editor = item.updated_by?.name;
  return editor && editor !== creator ? `by ${creator}, changed by ${editor}` : `by ${creator}`;
}

export const SHARED_LABEL = 'Shared with team';
/** What sharing means, under the switch. */
export const sharedHelp = (teamName: string) =>
  `Every member of ${teamName} sees it and can run it; you, and the team's owners and account managers, can change or delete it.`;
