-- ADR 009: the create form's 'Partial Approval' and the dialog's 'Partial' are one stored value.
UPDATE "work_orders" SET "authorization_status" = 'Partial' WHERE "authorization_status" = 'Partial Approval';
