import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { countOf, type Noun } from '../countOf.ts';
import { MembershipPanel } from './MembershipPanel.tsx';

export interface MembershipEditorProps {
  /** The parent (a group, an automated email) and the relation its links API names. */
  parentResource: string;
  parentId: Identifier;
  relation: string;
  /** The linked records' resource and their getManyReference targets: in, and not in, the parent. */
  resource: string;
  target: string;
  notTarget: string;
  noun: Noun;
  labels: { members: string; others: string; add: string; remove: string; noMembers: string; noOthers: string };
  describe: (record: RaRecord) => { primary: string; secondary?: string };
}

/** Members on the left, everyone else on the right (stacked on narrow screens); moves checked rows across. */
export const MembershipEditor = (props: MembershipEditorProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();

  const links = useMutation({
    mutationFn: ({ kind, ids }: { kind: 'add' | 'remove'; ids: Identifier[] }) =>
      dataProvider.changeLinks(props.parentResource, { id: props.parentId, relation: props.relation, change: kind, ids }),
    onSuccess: (_answer, { kind, ids }) => {
      const what = countOf(ids.length, props.noun);
      notify(kind === 'add' ? `Added ${what}.` : `Removed ${what}.`, { type: 'success' });
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The change was not saved.', { type: 'error' }),
    onSettled: () => refresh(),
  });
  // The panel clears its checked rows once the change is over, saved or not (a failure is told in a notification).
  const change = (kind: 'add' | 'remove') => (ids: Identifier[]) =>
    links.mutateAsync({ kind, ids }).then(
      () => undefined,
      () => undefined,
    );

  const common = { resource: props.resource, parentId: props.parentId, noun: props.noun, describe: props.describe };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <MembershipPanel
        {...common}
        title={props.labels.members}
        target={props.target}
        actionLabel={props.labels.remove}
        actionIcon={<PersonRemoveIcon />}
        onAction={change('remove')}
        emptyText={props.labels.noMembers}
      />
      <MembershipPanel
        {...common}
        title={props.labels.others}
        target={props.notTarget}
        actionLabel={props.labels.add}
        actionIcon={<PersonAddIcon />}
        onAction={change('add')}
        emptyText={props.labels.noOthers}
      />
    </Stack>
  );
};
