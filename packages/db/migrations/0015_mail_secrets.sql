-- Issue 39: staff read the outbox, so a mail's secret link (password reset, email verification, signed
-- confirmation or opt-out) must not be readable there. The copy staff see (text, html) has the link
-- replaced; the deliverable copy lives in secret_text/secret_html only until the mail is sent or fails.
ALTER TABLE "mail_outbox" ADD COLUMN "secret_text" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_html" text;--> statement-breakpoint
-- Mails stored before this change: pending ones keep a deliverable copy; every row's visible copy loses
-- the links of the site's secret paths and signed parameters.
UPDATE "mail_outbox" SET "secret_text" = "text", "secret_html" = "html"
  WHERE "status" = 'pending'
    AND "text" ~* 'https?://[^[:space:]"<>]*(/cambiarpassword/|/verificar/|/avisos/confirmar/|/avisos/baja/|/novedades/baja|[?&;](t|firma|token)=)';--> statement-breakpoint
UPDATE "mail_outbox" SET
  "text" = regexp_replace("text", 'https?://[^[:space:]"<>]*(/cambiarpassword/|/verificar/|/avisos/confirmar/|/avisos/baja/|/novedades/baja|[?&;](t|firma|token)=)[^[:space:]"<>]*', '[enlace oculto]', 'gi'),
  "html" = regexp_replace("html", 'https?://[^[:space:]"<>]*(/cambiarpassword/|/verificar/|/avisos/confirmar/|/avisos/baja/|/novedades/baja|[?&;](t|firma|token)=)[^[:space:]"<>]*', '[enlace oculto]', 'gi');
