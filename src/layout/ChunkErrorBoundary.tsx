import { Alert, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Offers a reload when a page's script or style chunk fails to load (often after a deployment). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error.name !== 'ChunkLoadError') throw error;
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          This part of PropScout could not be loaded ({error.message}). Reload the page to try again.
        </Alert>
      </Box>
    );
  }
}
