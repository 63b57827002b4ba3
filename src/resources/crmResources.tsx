import { Resource } from 'react-admin';
import contacts from './contacts/index.ts';
import automatedEmails from './automatedEmails/index.ts';
import emailLogs from './emailLogs/index.ts';
import groups from './groups/index.ts';
import deals from './deals/index.ts';
import { AUTOMATED_EMAILS, CONTACTS, DEALS, EMAIL_LOGS, GROUPS } from '../dataProvider/resourceNames.ts';

/**
 * The CRM's resources, named after the spec's routes so their screens live at its addresses
 * (products/lists/clients-groups, …/create, …/:id). Returned as an array: Admin reads Resource children directly.
 */
export const crmResources = () => [
  <Resource key="contacts" name={CONTACTS} {...contacts} />,
  <Resource key="groups" name={GROUPS} {...groups} />,
  <Resource key="emails" name={AUTOMATED_EMAILS} {...automatedEmails} />,
  // Its own resource: react-router ranks …/automated-emails/logs/* above …/automated-emails/:id, so "logs" is never taken for an id.
  <Resource key="logs" name={EMAIL_LOGS} {...emailLogs} />,
  // The deal pipeline (issue 27): list, board, and each deal's page with its tasks, notes and the property's analysis.
  <Resource key="deals" name={DEALS} {...deals} />,
];
