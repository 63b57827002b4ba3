import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { LedgerEntry } from '../../dataProvider/usage.ts';
import { LEDGER } from '../../dataProvider/resourceNames.ts';
import { ledgerExporter } from './ledgerCsv.ts';

/** The API's largest page, and how many rows one export gathers at most. */
const PAGE = 100;
const MAX_ROWS = 10_000;

/** Exports every ledger row the current filters match (not only the page shown), page by page, as CSV. */
export const LedgerExportButton = () => {
  const { filterValues, total } = useListContext<LedgerEntry>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const exportAll = useMutation({
    mutationFn: async () => {
      const rows: LedgerEntry[] = [];
      for (let page = 1; rows.length < Math.min(total ?? MAX_ROWS, MAX_ROWS); page++) {
        const { data } = await dataProvider.getList<LedgerEntry>(LEDGER, {
          pagination: { page, perPage: PAGE },
          sort: { field: 'id', order: 'DESC' },
          filter: filterValues,
        });
        rows.push(...data);
        if (data.length < PAGE) break;
      }
      await ledgerExporter(rows);
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : 'The export failed. Please try again.', { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => exportAll.mutate()} disabled={exportAll.isPending || !total}>
      Export CSV
    </Button>
  );
};
