import { Typography } from '@mui/material';
import { maxLength, regex, required, TextInput } from 'react-admin';
import { PLACEHOLDERS } from './emailTypes.ts';

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The API's check, before sending: only known {{placeholders}}. */
const knownPlaceholders = (text: string | undefined) => {
  const unknown = [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!).find((name) => !PLACEHOLDERS.includes(name));
  return unknown ? `Unknown placeholder {{${unknown}}}.` : undefined;
};

export const EmailMessageInputs = () => (
  <>
    <TextInput
      source="subject"
      label="Subject"
      validate={[required('Write a subject.'), regex(/\S/, 'Write a subject.'), maxLength(200), knownPlaceholders]}
    />
    <TextInput
      source="body"
      label="Message"
      multiline
      minRows={5}
      validate={[required('Write the message.'), maxLength(20000), knownPlaceholders]}
      helperText="Plain text, followed by the new listings that match the saved search and an unsubscribe link."
    />
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 2 }}>
      Placeholders: {PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}
    </Typography>
  </>
);
