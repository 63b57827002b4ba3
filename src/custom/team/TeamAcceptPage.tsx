import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { TEAM_KEY } from './teamQueries.ts';

/** /team/accept?token=…: the invitation e-mail's link; signed in with the invited address, it joins the team. */
const TeamAcceptPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptInvitation(token),
    onSuccess: (team) => queryClient.setQueryData(TEAM_KEY, team),
  });
  const { mutate, isIdle } = accept;
  useEffect(() => {
    if (token && isIdle) mutate();
  }, [token, isIdle, mutate]);

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Join a team" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Join a team
          </Typography>
          {!token && <Alert severity="error">This link has no invitation in it. Open the link from the invitation e-mail again.</Alert>}
          {accept.isPending && <PageSpinner />}
          {accept.error && <Alert severity="error">{errorDetail(accept.error)}</Alert>}
          {accept.data && (
            <>
              <Alert severity="success">You joined {accept.data.name}.</Alert>
              <Button component={Link} to="/team" variant="contained" sx={{ mt: 2 }}>
                Open the team
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
export default TeamAcceptPage;
