import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ApiKey } from '../../dataProvider/integrations.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/** The server's bounds (PUT /keys/{id}/widget-credits/). */
export const MAX_SESSION_CREDITS = 1_000;
export const MAX_DAILY_CREDITS = 100_000;

/** Why a cap is not accepted, or null: a whole number within its bound. */
export function creditCapProblem(text: string, max: number): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter a whole number of credits (0 stops the widget from spending).';
  if (Number(text) > max) return `At most ${max.toLocaleString('en-US')}.`;
  return null;
}

/**
 * What the key's website widget may spend of the owner's credits: per visitor session and per day. Past either, the
 * widget's visitors are told to come back later instead of spending more.
 */
export const WidgetCreditsEditor = ({ apiKey }: { apiKey: ApiKey }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [session, setSession] = useState(String(apiKey.widget_session_credits));
  const [day, setDay] = useState(String(apiKey.widget_daily_credits));
  const sessionProblem = creditCapProblem(session, MAX_SESSION_CREDITS);
  const dayProblem =
    creditCapProblem(day, MAX_DAILY_CREDITS) ??
    (!sessionProblem && Number(session) > Number(day) ? 'At least the credits of one visitor session.' : null);
  const save = useMutation({
    mutationFn: () => dataProvider.setWidgetCredits(apiKey.id, { session: Number(session), day: Number(day) }),
    onSuccess: () => {
      notify('Widget credit limits saved.', { type: 'success' });
      refresh();
    },
  });
  const changed = Number(session) !== apiKey.widget_session_credits || Number(day) !== apiKey.widget_daily_credits;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The widget’s searches and reports are charged to your credits. Limit what one visitor may spend, and what the widget may spend in a
        day (UTC). A report of a listing the widget opened in the last 7 days is shown again for free.
      </Typography>
      <Stack
        component="form"
        aria-label="Widget credit limits"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!sessionProblem && !dayProblem) save.mutate();
        }}
      >
        <TextField
          id="widget-session-credits"
          label="Credits per visitor session"
          size="small"
          inputMode="numeric"
          value={session}
          onChange={(e) => setSession(e.target.value)}
          error={Boolean(sessionProblem)}
          helperText={sessionProblem ?? ' '}
        />
        <TextField
          id="widget-daily-credits"
          label="Credits per day"
          size="small"
          inputMode="numeric"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={Boolean(dayProblem)}
          helperText={dayProblem ?? ' '}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || Boolean(sessionProblem || dayProblem) || save.isPending}
          sx={{ minHeight: 40 }}
        >
          Save limits
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorDetail(save.error)}
        </Alert>
      )}
    </Box>
  );
};
