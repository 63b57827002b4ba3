import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Drawer, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { describeSearch } from '../../../server/listings/search/filter/schemas.ts';
import { filterOf, hasArea, type FilterValues } from './filterModel.ts';
import { reportFilterSheetShown } from './filterSheetGuide.ts';

interface Props {
  values: FilterValues;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** A guide (the product tour) holds the sheet open: focus may leave it for the guide's tooltip. */
  guided: boolean;
  /** Beside 'Edit filters': the save buttons, which act on the search as it stands. */
  summaryActions: ReactNode;
  /** Under the summary: the filters changed since the results were loaded. */
  summaryNote: ReactNode;
  /** The form's body: the fields, the drawn area, the free count. */
  children: ReactNode;
  /** Pinned under the form, always in reach: Reset and Apply. */
  footer: ReactNode;
}

const TITLE_ID = 'search-filter-sheet-title';

/**
 * The filters on a phone: a short summary of the search in words (the one description of a search, as saved searches and
 * the ledger write it) with 'Edit filters', which opens the form in a sheet from the bottom. The sheet stays mounted
 * while closed, so the fields (the tours' targets) are on the page once, and keep what was typed.
 */
export const FilterSheet = ({ values, open, onOpen, onClose, onSubmit, guided, summaryActions, summaryNote, children, footer }: Props) => {
  const { places, filters } = describeSearch(filterOf(values));
  const where = places || (hasArea(values) ? 'Inside the area drawn on the map' : 'No location chosen yet');
  useEffect(() => () => reportFilterSheetShown(false), []);

  return (
    <>
      <Paper variant="outlined" component="section" aria-label="Active filters" sx={{ p: 2 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          data-testid="filter-summary-places"
        >
          {where}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="filter-summary">
          {filters.join(' · ')}
        </Typography>
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Button
            id="edit-filters"
            variant="contained"
            startIcon={<TuneIcon />}
            onClick={onOpen}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls="search-filter-sheet"
          >
            Edit filters
          </Button>
          {summaryActions}
        </Stack>
        {summaryNote}
      </Paper>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        keepMounted
        disableEnforceFocus={guided}
        slotProps={{
          paper: {
            id: 'search-filter-sheet',
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': TITLE_ID,
            sx: { maxHeight: 'calc(100% - 24px)', overflow: 'hidden', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
          transition: { onEntered: () => reportFilterSheetShown(true), onExit: () => reportFilterSheetShown(false) },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
            Search filters
          </Typography>
          <IconButton aria-label="Close the filters" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Search filters"
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <Box sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', p: 2 }}>{children}</Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: 1,
              px: 2,
              pt: 1.5,
              pb: 'max(12px, env(safe-area-inset-bottom))',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {footer}
          </Box>
        </Box>
      </Drawer>
    </>
  );
};
