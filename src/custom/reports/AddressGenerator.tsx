import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { useBalanceUpdates } from '../../shared/credits.ts';
import type { Report } from '../../dataProvider/reportTypes.ts';
import type { QuoteRequest } from '../../dataProvider/quotes.ts';
import { PriceConfirmDialog } from '../../shared/PriceConfirmDialog.tsx';

/** Address box with suggestions from the listings, the cost shown before anything is spent, and the generate button. */
export const AddressGenerator = ({ propertyId }: { propertyId?: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  const { refreshBalance } = useBalanceUpdates();
  const [text, setText] = useState('');
  /** The report being priced, before anything is spent. */
  const [asking, setAsking] = useState<QuoteRequest | null>(null);
  const cost = useQuery({ queryKey: ['report-cost'], queryFn: () => dataProvider.reportCost() });
  const suggestions = useQuery({
    queryKey: ['report-suggestions', text],
    enabled: !propertyId && text.trim().length >= 2,
    queryFn: async () => (await dataProvider.reportSuggestions(text.trim())).results,
  });
  const generate = useMutation({
    mutationFn: async () =>
      (await dataProvider.createReport(propertyId ? { property_id: propertyId } : { address: text.trim() })) as Report,
    onSuccess: (report) => {
      void refreshBalance();
      void navigate(`/report?id=${report.id}`);
    },
  });
  const costText = cost.data ? `${cost.data.cost} ${cost.data.unit}${cost.data.cost === 1 ? '' : 's'}` : '…';
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        // The price first (its exact cost and the balance after it); the report is made once that is confirmed.
        setAsking(propertyId ? { action: 'report', propertyId } : { action: 'report', address: text.trim() });
      }}
      sx={{ maxWidth: 720 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        {!propertyId && (
          <Autocomplete
            freeSolo
            sx={{ flex: 1 }}
            options={(suggestions.data ?? []).map((s) => s.address)}
            filterOptions={(o) => o}
            inputValue={text}
            onInputChange={(_e, value) => setText(value)}
            renderInput={(params) => <TextField {...params} label="Property address" placeholder="123 Main St, City, ST 12345" required />}
          />
        )}
        <Button type="submit" variant="contained" disabled={generate.isPending || (!propertyId && !text.trim())} sx={{ minHeight: 40 }}>
          Generate report ({costText})
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        A report costs {costText}; an address that matches no listing costs nothing, and opening a report again is free.
      </Typography>
      <PriceConfirmDialog
        request={asking}
        title="Generate this full report?"
        noun="report"
        confirmLabel="Generate report"
        onConfirm={() => {
          setAsking(null);
          generate.mutate();
        }}
        onCancel={() => setAsking(null)}
      />
      {generate.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorDetail(generate.error)}
        </Alert>
      )}
    </Box>
  );
};
