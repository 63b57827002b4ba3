import {
  Box,
  Button,
  Checkbox,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useGetManyReference, type Identifier, type RaRecord } from 'react-admin';
import { countOf, type Noun } from '../countOf.ts';
import { useDebounced } from '../useDebounced.ts';

export interface MembershipPanelProps {
  title: string;
  /** The records listed: resource and getManyReference target for the parent id. */
  resource: string;
  target: string;
  parentId: Identifier;
  noun: Noun;
  actionLabel: string;
  actionIcon: ReactNode;
  /** Adds or removes the checked ids; resolves once done. */
  onAction: (ids: Identifier[]) => Promise<void>;
  describe: (record: RaRecord) => { primary: string; secondary?: string };
  /** Shown when the list is empty without a keyword. */
  emptyText: string;
}

const PER_PAGE = 10;

/** One side of a membership editor: a searchable, paged list with checkboxes and one action for the checked rows. */
export const MembershipPanel = (props: MembershipPanelProps) => {
  const [keyword, setKeyword] = useState('');
  const q = useDebounced(keyword.trim());
  const [page, setPage] = useState(1);
  const [checked, setChecked] = useState<Identifier[]>([]);
  const [busy, setBusy] = useState(false);
  const {
    data = [],
    total = 0,
    isPending,
    isFetching,
    error,
  } = useGetManyReference(props.resource, {
    target: props.target,
    id: props.parentId,
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'id', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const toggle = (id: Identifier) => setChecked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const pageIds = data.map((r) => r.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => checked.includes(id));
  const run = async () => {
    setBusy(true);
    try {
      await props.onAction(checked);
      setChecked([]);
    } finally {
      setBusy(false);
    }
  };
  const headingId = `${props.target}-${props.parentId}-title`;

  return (
    <Paper
      variant="outlined"
      sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {props.title}{' '}
          <Typography component="span" color="text.secondary">
            ({total})
          </Typography>
        </Typography>
        <TextField
          size="small"
          fullWidth
          margin="dense"
          label={`Search ${props.title.toLowerCase()}`}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>{isFetching || busy ? <LinearProgress /> : null}</Box>
      {error ? (
        <Typography color="error" sx={{ px: 2, py: 3 }}>
          {error.message || 'Could not load this list.'}
        </Typography>
      ) : !isPending && data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {q ? `No ${props.noun[1]} match “${q}”.` : props.emptyText}
        </Typography>
      ) : (
        <List dense aria-label={props.title} sx={{ flex: 1 }}>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() =>
                setChecked(allChecked ? checked.filter((id) => !pageIds.includes(id)) : [...new Set([...checked, ...pageIds])])
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={allChecked}
                  tabIndex={-1}
                  inputProps={{ 'aria-label': `Select all on this page of ${props.title.toLowerCase()}` }}
                />
              </ListItemIcon>
              <ListItemText primary="Select all on this page" slotProps={{ primary: { color: 'text.secondary', variant: 'body2' } }} />
            </ListItemButton>
          </ListItem>
          {data.map((record) => {
            const { primary, secondary } = props.describe(record);
            return (
              <ListItem key={record.id} disablePadding>
                <ListItemButton onClick={() => toggle(record.id)}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      size="small"
                      checked={checked.includes(record.id)}
                      tabIndex={-1}
                      inputProps={{ 'aria-label': primary }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    primary={primary}
                    secondary={secondary}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2, pb: 1, gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={props.actionIcon}
          disabled={checked.length === 0 || busy}
          onClick={() => void run()}
        >
          {props.actionLabel}
          {checked.length ? ` (${countOf(checked.length, props.noun)})` : ''}
        </Button>
        {total > PER_PAGE ? (
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        ) : null}
      </Box>
    </Paper>
  );
};
