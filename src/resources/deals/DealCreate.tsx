import { Create, SimpleForm } from 'react-admin';
import type { Deal } from '../../dataProvider/deals.ts';
import { RecordCreateToolbar } from '../../shared/records/RecordCreateToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { DealInputs } from './DealInputs.tsx';
import { dealName } from './dealStages.ts';

/** Empty fields are left out: the API names the deal after its address and starts it as a lead. */
const withoutBlanks = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== null && value !== undefined));

export const DealCreate = () => (
  <Create
    title="New deal"
    transform={withoutBlanks}
    mutationOptions={useSavedNotice((d) => `Created the deal ${dealName(d as Deal)}.`, 'show')}
  >
    <SimpleForm toolbar={<RecordCreateToolbar />}>
      <DealInputs creating />
    </SimpleForm>
  </Create>
);
