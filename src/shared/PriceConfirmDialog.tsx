import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';
import { errorDetail } from '../dataProvider/errorDetail.ts';
import type { Quote, QuoteRequest } from '../dataProvider/quotes.ts';
import { dateTime, plural } from './format.ts';

/** The price of an action asked now (never cached: the balance and a paid-once window change). */
export function useQuote(request: QuoteRequest | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['credits', 'quote', request],
    queryFn: () => dataProvider.quotePrice(request!),
    enabled: request !== null,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
}

/** "This download costs 1 credit. Balance after: 9." or "Free: …", the words of a quote. */
export function priceSentence(quote: Quote, noun: string): string {
  if (quote.cost === 0) {
    const until = quote.free_until ? ` (until ${dateTime(quote.free_until)})` : '';
    return `Free: ${quote.free_reason ?? `this ${noun} costs nothing.`}${until}`;
  }
  return `This ${noun} costs ${plural(quote.cost, 'credit')}. Balance after: ${plural(quote.balance_after, 'credit')}.`;
}

/** A button's price: "1 credit", "free". */
export const priceTag = (quote: Quote | undefined) =>
  quote === undefined ? '…' : quote.cost === 0 ? 'free' : plural(quote.cost, 'credit');

interface Props {
  /** What to price; null: the dialog is closed. */
  request: QuoteRequest | null;
  /** "Download Excel?" */
  title: string;
  /** The action in the sentence: "download", "report". */
  noun: string;
  /** The confirm button's words before its price: "Download". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before spending: what the action buys (its ledger words), its exact cost and the balance after it, from the
 * server's quote (the price its charge takes). Cancel spends nothing; a balance too small, or a refusal (a row limit),
 * is said here with the server's reason, and confirming is then not offered.
 */
export function PriceConfirmDialog({ request, title, noun, confirmLabel, onConfirm, onCancel }: Props) {
  const quote = useQuote(request);
  const data = quote.data;
  return (
    <Dialog open={request !== null} onClose={onCancel} aria-labelledby="price-confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="price-confirm-title">{title}</DialogTitle>
      <DialogContent>
        {quote.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden /> Working out the price…
          </Box>
        ) : quote.isError ? (
          <Alert severity="error">{errorDetail(quote.error)}</Alert>
        ) : data ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="price-label">
              {data.label}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="price-sentence">
              {priceSentence(data, noun)}
            </Typography>
            {data.cap_note && data.affordable ? (
              <Typography variant="body2" color="text.secondary" data-testid="price-cap">
                {data.cap_note}
              </Typography>
            ) : null}
            {!data.affordable ? (
              <Alert severity="warning">
                {data.cap_remaining !== undefined && data.cap_remaining < data.cost && data.balance >= data.cost
                  ? `Your team's monthly cap leaves you ${plural(data.cap_remaining, 'credit')}, which does not cover this ${noun}. ${data.cap_note ?? ''}`.trim()
                  : `Your balance is ${plural(data.balance, 'credit')}, which does not cover this ${noun}.`}
              </Alert>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={!data || !data.affordable} autoFocus>
          {confirmLabel} ({priceTag(data)})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
