-- A plan's credits, row limit and API access are shown from their own columns; its features list only what those do not
-- say, so each card names every feature once (the seeded lists repeated the columns in words).
update plans set features = '["Saved searches and alerts", "CRM and automated emails"]' where id = 'starter';
update plans set features = '["Everything in Starter"]' where id = 'pro';
update plans set features = '["Everything in Pro", "Higher developer API rate limit"]' where id = 'business';
