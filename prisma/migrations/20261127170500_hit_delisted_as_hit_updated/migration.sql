-- Spec 6.1 names no delisting event: a delisting is sent as screening.hit_updated with reason DELISTED.
-- Subscriptions to the old name receive delistings under the new one, and events and deliveries
-- not sent yet go out under it (rows already sent keep their name in the body, as sent, and are
-- listed under the event that now carries them).
UPDATE "Webhook"
SET events = CASE WHEN 'screening.hit_updated' = ANY(events) THEN array_remove(events, 'screening.hit_delisted')
                  ELSE array_replace(events, 'screening.hit_delisted', 'screening.hit_updated') END
WHERE 'screening.hit_delisted' = ANY(events);

UPDATE "OutboxEvent"
SET event = 'screening.hit_updated',
    metadata = COALESCE(metadata, '{}'::jsonb) || jsonb_build_object('reason', 'DELISTED', 'changed', jsonb_build_array('delistedAt', 'delistedInVersion'))
WHERE event = 'screening.hit_delisted';

UPDATE "WebhookDelivery"
SET event = 'screening.hit_updated',
    body = jsonb_set(jsonb_set(body::jsonb, '{event}', '"screening.hit_updated"'), '{data,metadata,reason}', '"DELISTED"')::text
WHERE event = 'screening.hit_delisted' AND status IN ('PENDING', 'HELD', 'FAILED');

UPDATE "WebhookDelivery" SET event = 'screening.hit_updated' WHERE event = 'screening.hit_delisted';
