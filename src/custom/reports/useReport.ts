import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Report } from '../../dataProvider/reportTypes.ts';

/** A stored report (read without a charge) and the mutation that saves changed assumptions and recomputes it. */
export function useReport(id: string | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['report', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => (await dataProvider.getReport(id!)) as Report,
  });
  const update = useMutation({
    mutationFn: async (changes: Record<string, unknown>) => (await dataProvider.updateReportAssumptions(id!, changes)) as Report,
    onSuccess: (report) => queryClient.setQueryData(['report', id], report),
    onError: (e) => notify(errorDetail(e), { type: 'error' }),
  });
  return { query, update };
}
