-- Deleting a saved search now pauses its emails in the same transaction (savedSearchesRepository.remove);
-- the scheduler's per-tick sweep that did it is gone, so pause any active email already left without a search.
update automated_emails set status = 'paused', updated_at = now() where status = 'active' and saved_search_id is null;
