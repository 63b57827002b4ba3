export const MailInboxHint = () => null;
