import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Deal, DealTask } from '../../dataProvider/deals.ts';
import { shortDate } from '../../shared/format.ts';

const tasksKey = (dealId: number) => ['deals', dealId, 'tasks'];

/** A deal's tasks: tick one done, add one with a due day and an assignee (a member of the team), who is e-mailed when it falls due. */
export function DealTasksCard({ deal }: { deal: Deal }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tasks = useQuery({ queryKey: tasksKey(deal.id), queryFn: () => dataProvider.dealTasks(deal.id) });
  const team = useQuery({ queryKey: ['team', 'current'], queryFn: () => dataProvider.getTeam(), staleTime: 60_000 });
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [assignee, setAssignee] = useState<number | ''>('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['deals', deal.id] });
  const onError = (error: unknown) => notify(error instanceof Error ? error.message : 'The task could not be saved.', { type: 'error' });

  const add = useMutation({
    mutationFn: () =>
      dataProvider.addDealTask(deal.id, {
        title: title.trim(),
        due_date: due || null,
        ...(assignee === '' ? {} : { assignee_id: assignee }),
      }),
    onSuccess: () => {
      setTitle('');
      setDue('');
      notify('Task added.', { type: 'success' });
      return refresh();
    },
    onError,
  });
  const toggle = useMutation({
    mutationFn: (task: DealTask) => dataProvider.updateDealTask(deal.id, task.id, { done: !task.done }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (task: DealTask) => dataProvider.deleteDealTask(deal.id, task.id),
    onSuccess: refresh,
    onError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) add.mutate();
  };
  const members = team.data?.members ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="deal-tasks-heading">
      <CardContent>
        <Typography id="deal-tasks-heading" component="h2" variant="h6">
          Tasks
        </Typography>
        {tasks.data && tasks.data.results.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No tasks yet.
          </Typography>
        ) : null}
        <List dense>
          {(tasks.data?.results ?? []).map((task) => (
            <ListItem
              key={task.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Delete the task ${task.title}`} onClick={() => remove.mutate(task)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <Checkbox
                edge="start"
                checked={task.done}
                onChange={() => toggle.mutate(task)}
                slotProps={{ input: { 'aria-label': `${task.title}: ${task.done ? 'done' : 'not done'}` } }}
              />
              <ListItemText
                primary={task.title}
                secondary={[task.due_date ? `Due ${shortDate(task.due_date)}` : 'No due date', task.assignee_email]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ textDecoration: task.done ? 'line-through' : 'none' }}
              />
            </ListItem>
          ))}
        </List>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label="New task"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            type="date"
            label="Due"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {members.length > 0 ? (
            <TextField
              size="small"
              select
              label="Assignee"
              value={assignee}
              onChange={(e) => setAssignee(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">Me</MenuItem>
              {members.map((member) => (
                <MenuItem key={member.user_id} value={member.user_id}>
                  {member.email}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Button type="submit" variant="outlined" disabled={!title.trim() || add.isPending}>
            Add task
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
