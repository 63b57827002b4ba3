import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Share from '@mui/icons-material/Share';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { money } from '../../shared/format.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { REPORT_HISTORY } from '../../dataProvider/resourceNames.ts';
import { ShareLinksDialog } from './ShareLinksDialog.tsx';

interface HistoryRow {
  id: number;
  address: string;
  arv: number | null;
  arv_low: number | null;
  arv_high: number | null;
}

/** A row's share links: made with an expiry, and revoked, from report history. */
const ShareLinksButton = ({ row }: { row: HistoryRow }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<Share />}
        aria-label={`Share links of ${row.address}`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        Share links
      </Button>
      <ShareLinksDialog reportId={row.id} address={row.address} open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/** Before the first report: what the page holds and where reports are made (react-admin's default names the resource path). */
const NoReports = () => (
  <EmptyState
    icon={<DescriptionOutlined />}
    title="No reports yet"
    actions={
      <Button variant="contained" component={RouterLink} to="/products/full-property-report/demo">
        Get a property report
      </Button>
    }
  >
    Full property reports you get appear here, newest first, to open again at no cost and to share.
  </EmptyState>
);

/** The user's reports, newest first, searchable by address; opening one costs nothing; each one's share links. */
const ReportHistoryPage = () => {
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 2 }}>
      <PageHeader title="Report history" />
      <List
        resource={REPORT_HISTORY}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search by address" />]}
        sort={{ field: 'id', order: 'DESC' }}
        actions={false}
        disableSyncWithLocation
        storeKey="report-history"
        title=" "
        empty={<NoReports />}
      >
        <DataTable
          rowClick={(id) => {
            void navigate(`/report?id=${id}`);
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="address" label="Address" field={TextField} />
          <DataTable.Col source="created_at" label="Generated" field={DateField} />
          <DataTable.Col source="arv" label="ARV">
            <FunctionField<HistoryRow> render={(r) => money(r.arv)} />
          </DataTable.Col>
          <DataTable.Col source="arv_low" label="Range">
            <FunctionField<HistoryRow> render={(r) => `${money(r.arv_low)} – ${money(r.arv_high)}`} />
          </DataTable.Col>
          <DataTable.Col source="confidence_level" label="Confidence" field={TextField} />
          <DataTable.Col label="Links" disableSort>
            <FunctionField<HistoryRow> render={(r) => <ShareLinksButton row={r} />} />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
};
export default ReportHistoryPage;
