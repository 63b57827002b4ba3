-- API call logs are kept for API_CALL_RETENTION_DAYS (server/keys/keyService.ts): the purge deletes by time across keys.
create index api_calls_called_at_idx on api_calls (called_at);
