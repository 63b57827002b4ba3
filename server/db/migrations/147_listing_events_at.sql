-- The webhook scan (server/webhooks, enqueueSavedPropertyEvents) reads the events recorded since its last run every minute:
-- without this index that is a scan of every event ever kept.
create index listing_events_at_idx on listing_events (at);
