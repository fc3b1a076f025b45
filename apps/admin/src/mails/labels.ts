/** The outbox states as staff read them (apps/server/src/modules/admin/mails.resource.ts MAIL_STATUSES). */
export const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'Por enviar',
  sent: 'Enviado',
  failed: 'Falló',
};

export const MAIL_STATUS_CHOICES = Object.entries(MAIL_STATUS_LABELS).map(([id, name]) => ({ id, name }));
