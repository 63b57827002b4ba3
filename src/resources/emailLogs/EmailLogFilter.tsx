import { ReferenceInput, SelectInput } from 'react-admin';
import { LOG_STATUSES } from './logTypes.ts';
import { AUTOMATED_EMAILS } from '../../dataProvider/resourceNames.ts';

/** Narrow the logs to one automated email or one outcome (the API's ?email_id and ?status). */
export const emailLogFilters = [
  <ReferenceInput key="email" source="email_id" reference={AUTOMATED_EMAILS} perPage={100} alwaysOn>
    <SelectInput label="Automated email" optionText="name" emptyText="All emails" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    label="Outcome"
    choices={LOG_STATUSES.map(({ id, name }) => ({ id, name }))}
    emptyText="All outcomes"
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
];
