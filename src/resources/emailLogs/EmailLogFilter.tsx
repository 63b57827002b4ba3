import { ReferenceInput, SelectInput } from 'react-admin';
import { LOG_STATUSES } from './logTypes.ts';

/** Narrow the logs to one automated email or one outcome (the API's ?email_id and ?status). */
export const emailLogFilters = [
  <ReferenceInput key="email" source="email_id" reference="products/lists/automated-emails" perPage={100} alwaysOn>
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
